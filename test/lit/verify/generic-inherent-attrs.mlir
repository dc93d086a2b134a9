// Inherent attributes written in a registered op's generic attribute
// dictionary: checked against their ODS constraint as the parser creates
// the op (`verifyInherentAttrs`: at the op's name, no "see current
// operation" note), and one of another storage class without a constraint
// is dropped as `setInherentAttr` drops it (fuzz finding: a linkage of the
// wrong class had been printed as the global's linkage keyword).
// MLIR 19's summaries: TailCallKind borrows the calling convention's
// words; the frame pointer kind has none.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'llvm.mlir.global' op attribute 'linkage' failed to satisfy constraint: LLVM Linkage specification
// CHECK-NOT: see current operation
// expected-error @+1 {{'llvm.mlir.global' op attribute 'linkage' failed to satisfy constraint: LLVM Linkage specification}}
"llvm.mlir.global"() ({}) {sym_name = "foo", global_type = i64, linkage = #llvm.cconv<ccc>} : () -> ()
// -----
llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = "llvm.fadd"(%a, %a) {fastmathFlags = #llvm.cconv<ccc>} : (f32, f32) -> f32
  llvm.return
}
// -----
// expected-error @+1 {{'llvm.func' op attribute 'CConv' failed to satisfy constraint: LLVM Calling Convention specification}}
"llvm.func"() ({}) {sym_name = "g", function_type = !llvm.func<void ()>, CConv = #llvm.linkage<private>} : () -> ()
// -----
// expected-error @+1 {{'llvm.func' op attribute 'frame_pointer' failed to satisfy constraint: }}
"llvm.func"() ({}) {sym_name = "g", function_type = !llvm.func<void ()>, frame_pointer = #llvm.linkage<private>} : () -> ()
// -----
llvm.func @g()
llvm.func @call() {
  // expected-error @+1 {{'llvm.call' op attribute 'TailCallKind' failed to satisfy constraint: LLVM Calling Convention specification}}
  "llvm.call"() {callee = @g, TailCallKind = #llvm.linkage<private>, operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>} : () -> ()
  llvm.return
}
// -----
// Overflow flags are a property without a constraint: a value of another
// class is dropped.
// CHECK-LABEL: llvm.func @overflow
// CHECK: llvm.add %arg0, %arg0 : i32
llvm.func @overflow(%b: i32) {
  %1 = "llvm.add"(%b, %b) {overflowFlags = #llvm.cconv<ccc>} : (i32, i32) -> i32
  llvm.return
}
