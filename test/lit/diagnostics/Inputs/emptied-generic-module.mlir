"builtin.module"() ({
  foo
}) : () -> ()
