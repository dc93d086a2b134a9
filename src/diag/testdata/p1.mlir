module {
  %0 = "foo"() : () -> (i32
}
