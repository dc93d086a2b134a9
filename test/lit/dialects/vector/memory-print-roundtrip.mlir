// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// Shuffles, the memory ops, type_cast and print: custom and generic forms
// as mlir-opt-19 prints them (CHECK and GEN lines are its output).

func.func @ld(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @ml(%m: memref<16xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<16xf32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @g(%m: memref<16xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.gather %m[%i][%idx], %mask, %pt : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i][%idx], %mask, %0 : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @ex(%m: memref<16xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.expandload %m[%i], %mask, %pt : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i], %mask, %0 : memref<16xf32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}
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
func.func @tc(%m: memref<8x8xf32>, %a: vector<2x4xf32>, %b: vector<1x4xf32>) -> (memref<vector<8x8xf32>>, vector<3x4xf32>) {
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  %1 = vector.shuffle %a, %b [1, 0, 2] : vector<2x4xf32>, vector<1x4xf32>
  return %0, %1 : memref<vector<8x8xf32>>, vector<3x4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @ld(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %arg3, %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1, %arg2] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ml(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.maskedload %arg0[%arg1], %arg2, %arg3 : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %arg2, %0 : memref<16xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<8xi32>, %arg3: vector<8xi1>, %arg4: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.gather %arg0[%arg1] [%arg2], %arg3, %arg4 : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.scatter %arg0[%arg1] [%arg2], %arg3, %0 : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ex(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.expandload %arg0[%arg1], %arg2, %arg3 : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.compressstore %arg0[%arg1], %arg2, %0 : memref<16xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pr(%arg0: vector<2x3xf32>, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<2xi1>, %arg4: index) {
// CHECK-NEXT: vector.print %arg0 : vector<2x3xf32>
// CHECK-NEXT: vector.print %arg1 : i64
// CHECK-NEXT: vector.print %arg2 : vector<4xi32>
// CHECK-NEXT: vector.print %arg3 : vector<2xi1>
// CHECK-NEXT: vector.print %arg4 : index
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print %arg1 : i64 punctuation <no_punctuation>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tc(%arg0: memref<8x8xf32>, %arg1: vector<2x4xf32>, %arg2: vector<1x4xf32>) -> (memref<vector<8x8xf32>>, vector<3x4xf32>) {
// CHECK-NEXT: %0 = vector.type_cast %arg0 : memref<8x8xf32> to memref<vector<8x8xf32>>
// CHECK-NEXT: %1 = vector.shuffle %arg1, %arg2 [1, 0, 2] : vector<2x4xf32>, vector<1x4xf32>
// CHECK-NEXT: return %0, %1 : memref<vector<8x8xf32>>, vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GEN: "builtin.module"() ({
// GEN-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, index, index, vector<8xf32>) -> vector<8xf32>, sym_name = "ld"}> ({
// GEN-NEXT: ^bb0(%arg21: memref<?x?xf32>, %arg22: index, %arg23: index, %arg24: vector<8xf32>):
// GEN-NEXT: %5 = "vector.load"(%arg21, %arg22, %arg23) : (memref<?x?xf32>, index, index) -> vector<8xf32>
// GEN-NEXT: "vector.store"(%arg24, %arg21, %arg22, %arg23) : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
// GEN-NEXT: %6 = "vector.load"(%arg21, %arg22, %arg23) <{nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<8xf32>
// GEN-NEXT: "func.return"(%5) : (vector<8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>, sym_name = "ml"}> ({
// GEN-NEXT: ^bb0(%arg17: memref<16xf32>, %arg18: index, %arg19: vector<8xi1>, %arg20: vector<8xf32>):
// GEN-NEXT: %4 = "vector.maskedload"(%arg17, %arg18, %arg19, %arg20) : (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GEN-NEXT: "vector.maskedstore"(%arg17, %arg18, %arg19, %4) : (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> ()
// GEN-NEXT: "func.return"(%4) : (vector<8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (memref<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>, sym_name = "g"}> ({
// GEN-NEXT: ^bb0(%arg12: memref<16xf32>, %arg13: index, %arg14: vector<8xi32>, %arg15: vector<8xi1>, %arg16: vector<8xf32>):
// GEN-NEXT: %3 = "vector.gather"(%arg12, %arg13, %arg14, %arg15, %arg16) : (memref<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GEN-NEXT: "vector.scatter"(%arg12, %arg13, %arg14, %arg15, %3) : (memref<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
// GEN-NEXT: "func.return"(%3) : (vector<8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>, sym_name = "ex"}> ({
// GEN-NEXT: ^bb0(%arg8: memref<16xf32>, %arg9: index, %arg10: vector<8xi1>, %arg11: vector<8xf32>):
// GEN-NEXT: %2 = "vector.expandload"(%arg8, %arg9, %arg10, %arg11) : (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GEN-NEXT: "vector.compressstore"(%arg8, %arg9, %arg10, %2) : (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> ()
// GEN-NEXT: "func.return"(%2) : (vector<8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (vector<2x3xf32>, i64, vector<4xi32>, vector<2xi1>, index) -> (), sym_name = "pr"}> ({
// GEN-NEXT: ^bb0(%arg3: vector<2x3xf32>, %arg4: i64, %arg5: vector<4xi32>, %arg6: vector<2xi1>, %arg7: index):
// GEN-NEXT: "vector.print"(%arg3) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xf32>) -> ()
// GEN-NEXT: "vector.print"(%arg4) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
// GEN-NEXT: "vector.print"(%arg5) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi32>) -> ()
// GEN-NEXT: "vector.print"(%arg6) <{punctuation = #vector.punctuation<newline>}> : (vector<2xi1>) -> ()
// GEN-NEXT: "vector.print"(%arg7) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
// GEN-NEXT: "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
// GEN-NEXT: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
// GEN-NEXT: "vector.print"(%arg4) <{punctuation = #vector.punctuation<no_punctuation>}> : (i64) -> ()
// GEN-NEXT: "func.return"() : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (memref<8x8xf32>, vector<2x4xf32>, vector<1x4xf32>) -> (memref<vector<8x8xf32>>, vector<3x4xf32>), sym_name = "tc"}> ({
// GEN-NEXT: ^bb0(%arg0: memref<8x8xf32>, %arg1: vector<2x4xf32>, %arg2: vector<1x4xf32>):
// GEN-NEXT: %0 = "vector.type_cast"(%arg0) : (memref<8x8xf32>) -> memref<vector<8x8xf32>>
// GEN-NEXT: %1 = "vector.shuffle"(%arg1, %arg2) <{mask = [1, 0, 2]}> : (vector<2x4xf32>, vector<1x4xf32>) -> vector<3x4xf32>
// GEN-NEXT: "func.return"(%0, %1) : (memref<vector<8x8xf32>>, vector<3x4xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: }) : () -> ()
