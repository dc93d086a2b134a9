// The verifier checks an op's ODS invariants once per shape (name,
// attributes, operand and result types, region and successor counts) and
// remembers shapes that held: an op that differs from a checked one in any
// of these is still checked, and a failing shape is reported every time.
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

llvm.func @same_name_other_types(%a: i32, %b: i32, %c: i64) {
  %0 = "llvm.add"(%a, %b) : (i32, i32) -> i32
  // expected-error@+1 {{'llvm.add' op requires the same type for all operands and results}}
  %1 = "llvm.add"(%a, %c) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @same_name_other_attributes(%p: !llvm.ptr) {
  %0 = "llvm.load"(%p) <{alignment = 4 : i64}> : (!llvm.ptr) -> i32
  // expected-error@+1 {{'llvm.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %1 = "llvm.load"(%p) <{alignment = 4 : i32}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @a_failing_shape_fails_again(%a: i32, %c: i64) {
  // expected-error@+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %c) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @the_same_failing_shape_again(%a: i32, %c: i64) {
  // expected-error@+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %c) : (i32, i64) -> i32
  llvm.return
}
