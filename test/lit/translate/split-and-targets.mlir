// REQUIRES: llmir-translate
// --split-input-file translates each chunk into its own module; outputs are
// joined with the (empty by default) output split marker, as mlir-translate
// does. Assembly, bitcode and object output go through LLVM's target
// machines; the module's own triple is used unless --target-triple says.
// RUN: llmir-translate --mlir-to-llvmir --split-input-file %s | FileCheck %s --check-prefix=IR
// RUN: llmir-translate --mlir-to-llvmir --split-input-file --output-split-marker='; next' %s | FileCheck %s --check-prefix=MARK
// RUN: llmir-translate --mlir-to-assembly --target-triple=x86_64-unknown-linux-gnu -O0 --split-input-file %s | FileCheck %s --check-prefix=ASM
// RUN: llmir-translate --mlir-to-object --target-triple=x86_64-unknown-linux-gnu --relocation-model=pic %s -o %t.o
// RUN: llmir-translate --mlir-to-bitcode %s -o %t.bc

// IR: define i32 @first()
// IR: ; ModuleID = 'LLVMDialectModule'
// IR: define i32 @second()
// MARK: define i32 @first()
// MARK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// MARK-NEXT: ; next
// MARK-NEXT: ; ModuleID
// ASM: first:
// ASM: movl $7, %eax
// ASM: second:
llvm.func @first() -> i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @second() -> i32 {
  %0 = llvm.mlir.constant(8 : i32) : i32
  llvm.return %0 : i32
}
