// RUN: mlir-opt %s --convert-vector-to-llvm | FileCheck %s

// Expectations are mlir-opt-19's output: scalar prints call the runner
// utilities (widened or bit-cast first), punctuation and strings follow;
// prints of vectors are left for convert-vector-to-scf.

func.func @pr(%v: vector<2x3xf32>, %s: i64, %w: vector<4xi32>, %u: vector<2xi1>, %x: index) {
  vector.print %v : vector<2x3xf32>
  vector.print %s : i64
  vector.print %w : vector<4xi32>
  vector.print %u : vector<2xi1>
  vector.print %x : index
  vector.print punctuation <comma>
  vector.print str "hello\n"
  vector.print %s : i64 punctuation <no_punctuation>
  return
}
func.func @pr2(%a: f16, %b: bf16, %c: i1, %d: i32, %e: ui8, %f: f64, %g: f32) {
  vector.print %a : f16
  vector.print %b : bf16
  vector.print %c : i1
  vector.print %d : i32
  vector.print %e : ui8
  vector.print %f : f64
  vector.print %g : f32 punctuation <open>
  vector.print punctuation <close>
  vector.print str "a"
  vector.print str "b"
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global private constant @vector_print_str_1(dense<[98, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT: llvm.mlir.global private constant @vector_print_str_0(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: llvm.func @printF64(f64)
// CHECK-NEXT: llvm.func @printBF16(i16)
// CHECK-NEXT: llvm.func @printF16(i16)
// CHECK-NEXT: llvm.func @printString(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[104, 101, 108, 108, 111, 10, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printU64(i64)
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: func.func @pr(%arg0: vector<2x3xf32>, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<2xi1>, %arg4: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: vector.print %arg0 : vector<2x3xf32>
// CHECK-NEXT: llvm.call @printI64(%arg1) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: vector.print %arg2 : vector<4xi32>
// CHECK-NEXT: vector.print %arg3 : vector<2xi1>
// CHECK-NEXT: llvm.call @printU64(%0) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %1 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @printString(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @printI64(%arg1) : (i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pr2(%arg0: f16, %arg1: bf16, %arg2: i1, %arg3: i32, %arg4: ui8, %arg5: f64, %arg6: f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : ui8 to i8
// CHECK-NEXT: %1 = llvm.bitcast %arg0 : f16 to i16
// CHECK-NEXT: llvm.call @printF16(%1) : (i16) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %2 = llvm.bitcast %arg1 : bf16 to i16
// CHECK-NEXT: llvm.call @printBF16(%2) : (i16) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %3 = arith.extui %arg2 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %4 = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%4) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %5 = arith.extui %0 : i8 to i64
// CHECK-NEXT: llvm.call @printU64(%5) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%arg5) : (f64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF32(%arg6) : (f32) -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: %6 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT: llvm.call @printString(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT: %8 = llvm.mlir.addressof @vector_print_str_1 : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT: llvm.call @printString(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
