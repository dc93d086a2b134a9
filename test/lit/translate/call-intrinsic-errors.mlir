// REQUIRES: llmir-translate
// llvm.call_intrinsic failures carry mlir-translate's messages, each followed
// by "LLVM Translation failed for operation".
// RUN: llmir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s

llvm.func @unknown() {
  // expected-error@below {{could not find LLVM intrinsic: "llvm.no_such_thing"}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.no_such_thing"() : () -> ()
  llvm.return
}

// -----

llvm.func @bad_overload(%x: i16) -> i16 {
  // expected-error@below {{call intrinsic signature i16 (i16) to overloaded intrinsic "llvm.sqrt" does not match any of the overloads}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.sqrt"(%x) : (i16) -> i16
  llvm.return %0 : i16
}

// -----

llvm.func @wrong_result() {
  // expected-error@below {{intrinsic call returns void but "llvm.readcyclecounter" actually returns i64}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.readcyclecounter"() : () -> ()
  llvm.return
}

// -----

llvm.func @wrong_operand(%x: i32) {
  // expected-error@below {{intrinsic call has 1 operands but "llvm.trap" expects 0}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.trap"(%x) : (i32) -> ()
  llvm.return
}
