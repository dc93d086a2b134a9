// mem2reg and debug intrinsics, checked line by line against mlir-opt-19.
// RUN: mlir-opt %s -mem2reg | FileCheck %s

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_file = #llvm.di_file<"counter.c" in "/src">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "llmir test", isOptimized = false, emissionKind = Full>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "count", file = #di_file, line = 3, subprogramFlags = Definition>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "limit", file = #di_file, line = 5, type = #di_basic_type>
// CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "count", file = #di_file, line = 4, type = #di_basic_type>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @sink(!llvm.ptr)
// CHECK-NEXT:   llvm.func @count(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     llvm.intr.dbg.declare #di_local_variable = %2 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.mlir.undef : !llvm.ptr
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %3 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %1 : i32
// CHECK-NEXT:     llvm.store %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.call @sink(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.br ^bb1(%1 : i32)
// CHECK-NEXT:   ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %4 : i32
// CHECK-NEXT:     %5 = llvm.icmp "sge" %4, %arg0 : i32
// CHECK-NEXT:     llvm.cond_br %5, ^bb3, ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %6 = llvm.add %4, %0 : i32
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %6 : i32
// CHECK-NEXT:     llvm.br ^bb1(%6 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     llvm.return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
#file = #llvm.di_file<"counter.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "llmir test", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "count", file = #file, line = 3, subprogramFlags = Definition>
#count = #llvm.di_local_variable<scope = #sp, name = "count", file = #file, line = 4, type = #int>
#limit = #llvm.di_local_variable<scope = #sp, name = "limit", file = #file, line = 5, type = #int>

llvm.func @sink(!llvm.ptr)

// The declared variable becomes a dbg.value after each store, and at the
// loop header where its block argument is; a dbg.value of the slot's
// address describes an undef once the slot is gone; the declaration of a
// slot that stays is kept.
llvm.func @count(%n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %l = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #count = %c : !llvm.ptr
  llvm.intr.dbg.declare #limit = %l : !llvm.ptr
  llvm.intr.dbg.value #count = %c : !llvm.ptr
  llvm.store %zero, %c : i32, !llvm.ptr
  llvm.store %n, %l : i32, !llvm.ptr
  llvm.call @sink(%l) : (!llvm.ptr) -> ()
  llvm.br ^head
^head:
  %v = llvm.load %c : !llvm.ptr -> i32
  %done = llvm.icmp "sge" %v, %n : i32
  llvm.cond_br %done, ^exit, ^step
^step:
  %w = llvm.add %v, %one : i32
  llvm.store %w, %c : i32, !llvm.ptr
  llvm.br ^head
^exit:
  llvm.return %v : i32
}
