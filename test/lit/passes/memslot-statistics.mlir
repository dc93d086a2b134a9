// --mlir-pass-statistics for sroa and mem2reg (MLIR 19's counters; the
// Debian mlir-opt-19 is built without statistics, so these are counted by
// hand): @loop promotes two slots with a block argument each at the loop
// header; @fields destructures a five-field struct of which one field is
// used (a memory benefit) and a two-element array, then promotes the three
// new slots.
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(sroa,mem2reg))' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s

// CHECK: ... Pass statistics report ...
// CHECK: 'llvm.func' Pipeline
// CHECK-NEXT:   SROA
// CHECK-NEXT:     (S) 2 destructured slots - Total amount of memory slots destructured
// CHECK-NEXT:     (S) 5 max subelement number - Maximal number of sub-elements a successfully destructured slot initially had
// CHECK-NEXT:     (S) 1 slots with memory benefit - Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields
// CHECK-NEXT:   Mem2Reg
// CHECK-NEXT:     (S) 2 new block args - Total amount of new block argument inserted in blocks
// CHECK-NEXT:     (S) 5 promoted slots - Total amount of memory slot promoted

llvm.func @loop(%n: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %acc = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %zero, %i {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %zero, %acc {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.br ^header
^header:
  %iv = llvm.load %i {alignment = 4 : i64} : !llvm.ptr -> i32
  %cmp = llvm.icmp "slt" %iv, %n : i32
  llvm.cond_br %cmp, ^body, ^exit
^body:
  %a = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> i32
  %a2 = llvm.add %a, %iv : i32
  llvm.store %a2, %acc {alignment = 4 : i64} : i32, !llvm.ptr
  %next = llvm.add %iv, %0 : i32
  llvm.store %next, %i {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.br ^header
^exit:
  %r = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @fields(%x: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %0 x !llvm.struct<(i32, i32, i32, i32, i32)> : (i32) -> !llvm.ptr
  %t = llvm.alloca %0 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %f = llvm.getelementptr %s[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, i32)>
  llvm.store %x, %f : i32, !llvm.ptr
  %g = llvm.getelementptr %t[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %x, %t : i32, !llvm.ptr
  llvm.store %x, %g : i32, !llvm.ptr
  %v = llvm.load %f : !llvm.ptr -> i32
  llvm.return %v : i32
}
