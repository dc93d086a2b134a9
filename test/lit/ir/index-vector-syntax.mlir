// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// index.cmp and index.constant custom forms and result names, and vector.insert /
// vector.extract with static and dynamic positions, print as mlir-opt-19 prints
// them, in the custom and the generic form.

func.func @index_ops(%a: index, %b: index, %i: i32, %j: i64) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.casts %i : i32 to index
  %21 = index.castu %i : i32 to index
  %22 = index.casts %a : index to i32
  %23 = index.castu %a : index to i32
  %24 = index.casts %j : i64 to index
  %25 = index.cmp slt(%a, %b)
  %26 = index.cmp uge(%a, %b)
  %27 = index.constant 42
  %28 = index.bool.constant true
  %29 = index.sizeof
  return %0 : index
}
func.func @constants() {
 %0 = index.constant -7
 %1 = index.constant 9223372036854775807
 %2 = index.bool.constant false
 return
}
func.func @vector_ops(%v: vector<4xf32>, %m: vector<2x4xf32>, %s: f32, %i: index, %z: vector<f32>, %n: vector<2x3x4xf32>) {
  %0 = vector.extract %v[2] : f32 from vector<4xf32>
  %1 = vector.extract %v[%i] : f32 from vector<4xf32>
  %2 = vector.extract %m[1] : vector<4xf32> from vector<2x4xf32>
  %3 = vector.extract %m[1, 3] : f32 from vector<2x4xf32>
  %4 = vector.insert %s, %v [1] : f32 into vector<4xf32>
  %5 = vector.insert %v, %m [0] : vector<4xf32> into vector<2x4xf32>
  %6 = vector.insert %s, %m [1, 2] : f32 into vector<2x4xf32>
  %7 = vector.extractelement %v[%i : index] : vector<4xf32>
  %8 = vector.extractelement %z[] : vector<f32>
  %9 = vector.insertelement %s, %v[%i : index] : vector<4xf32>
  %10 = vector.insertelement %s, %z[] : vector<f32>
  %11 = vector.splat %s : vector<4xf32>
  %12 = vector.splat %s : vector<2x3x4xf32>
  %13 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %14 = vector.fma %v, %v, %v : vector<4xf32>
  %15 = vector.broadcast %s : f32 to vector<4xf32>
  %16 = vector.extract %n[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %17 = vector.insert %v, %n [0, 1] : vector<4xf32> into vector<2x3x4xf32>
  %18 = vector.extract %n[1, 2, 3] : f32 from vector<2x3x4xf32>
  %19 = vector.splat %s : vector<f32>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @index_ops(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) -> index {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1
// CHECK-NEXT: %19 = index.xor %arg0, %arg1
// CHECK-NEXT: %20 = index.casts %arg2 : i32 to index
// CHECK-NEXT: %21 = index.castu %arg2 : i32 to index
// CHECK-NEXT: %22 = index.casts %arg0 : index to i32
// CHECK-NEXT: %23 = index.castu %arg0 : index to i32
// CHECK-NEXT: %24 = index.casts %arg3 : i64 to index
// CHECK-NEXT: %25 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %26 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %27 = index.sizeof
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vector_ops(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<2x3x4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[2] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[%arg3] : f32 from vector<4xf32>
// CHECK-NEXT: %2 = vector.extract %arg1[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg1[1, 3] : f32 from vector<2x4xf32>
// CHECK-NEXT: %4 = vector.insert %arg2, %arg0 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %5 = vector.insert %arg0, %arg1 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %6 = vector.insert %arg2, %arg1 [1, 2] : f32 into vector<2x4xf32>
// CHECK-NEXT: %7 = vector.extractelement %arg0[%arg3 : index] : vector<4xf32>
// CHECK-NEXT: %8 = vector.extractelement %arg4[] : vector<f32>
// CHECK-NEXT: %9 = vector.insertelement %arg2, %arg0[%arg3 : index] : vector<4xf32>
// CHECK-NEXT: %10 = vector.insertelement %arg2, %arg4[] : vector<f32>
// CHECK-NEXT: %11 = vector.splat %arg2 : vector<4xf32>
// CHECK-NEXT: %12 = vector.splat %arg2 : vector<2x3x4xf32>
// CHECK-NEXT: %13 = vector.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %14 = vector.fma %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT: %15 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT: %16 = vector.extract %arg5[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %17 = vector.insert %arg0, %arg5 [0, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %18 = vector.extract %arg5[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: %19 = vector.splat %arg2 : vector<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, i32, i64) -> index, sym_name = "index_ops"}> ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: index, %arg8: i32, %arg9: i64):
// GENERIC-NEXT: %23 = "index.add"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %24 = "index.sub"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %25 = "index.mul"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %26 = "index.divs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %27 = "index.divu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %28 = "index.ceildivs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %29 = "index.ceildivu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %30 = "index.floordivs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %31 = "index.rems"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %32 = "index.remu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %33 = "index.maxs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %34 = "index.maxu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %35 = "index.mins"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %36 = "index.minu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %37 = "index.shl"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %38 = "index.shrs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %39 = "index.shru"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %40 = "index.and"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %41 = "index.or"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %42 = "index.xor"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT: %43 = "index.casts"(%arg8) : (i32) -> index
// GENERIC-NEXT: %44 = "index.castu"(%arg8) : (i32) -> index
// GENERIC-NEXT: %45 = "index.casts"(%arg6) : (index) -> i32
// GENERIC-NEXT: %46 = "index.castu"(%arg6) : (index) -> i32
// GENERIC-NEXT: %47 = "index.casts"(%arg9) : (i64) -> index
// GENERIC-NEXT: %48 = "index.cmp"(%arg6, %arg7) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT: %49 = "index.cmp"(%arg6, %arg7) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
// GENERIC-NEXT: %50 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT: %51 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %52 = "index.sizeof"() : () -> index
// GENERIC-NEXT: "func.return"(%23) : (index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// GENERIC-NEXT: %20 = "index.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT: %21 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT: %22 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (vector<4xf32>, vector<2x4xf32>, f32, index, vector<f32>, vector<2x3x4xf32>) -> (), sym_name = "vector_ops"}> ({
// GENERIC-NEXT: ^bb0(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<2x3x4xf32>):
// GENERIC-NEXT: %0 = "vector.extract"(%arg0) <{static_position = array<i64: 2>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT: %1 = "vector.extract"(%arg0, %arg3) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, index) -> f32
// GENERIC-NEXT: %2 = "vector.extract"(%arg1) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %3 = "vector.extract"(%arg1) <{static_position = array<i64: 1, 3>}> : (vector<2x4xf32>) -> f32
// GENERIC-NEXT: %4 = "vector.insert"(%arg2, %arg0) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %5 = "vector.insert"(%arg0, %arg1) <{static_position = array<i64: 0>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT: %6 = "vector.insert"(%arg2, %arg1) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT: %7 = "vector.extractelement"(%arg0, %arg3) : (vector<4xf32>, index) -> f32
// GENERIC-NEXT: %8 = "vector.extractelement"(%arg4) : (vector<f32>) -> f32
// GENERIC-NEXT: %9 = "vector.insertelement"(%arg2, %arg0, %arg3) : (f32, vector<4xf32>, index) -> vector<4xf32>
// GENERIC-NEXT: %10 = "vector.insertelement"(%arg2, %arg4) : (f32, vector<f32>) -> vector<f32>
// GENERIC-NEXT: %11 = "vector.splat"(%arg2) : (f32) -> vector<4xf32>
// GENERIC-NEXT: %12 = "vector.splat"(%arg2) : (f32) -> vector<2x3x4xf32>
// GENERIC-NEXT: %13 = "vector.bitcast"(%arg0) : (vector<4xf32>) -> vector<4xi32>
// GENERIC-NEXT: %14 = "vector.fma"(%arg0, %arg0, %arg0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %15 = "vector.broadcast"(%arg2) : (f32) -> vector<4xf32>
// GENERIC-NEXT: %16 = "vector.extract"(%arg5) <{static_position = array<i64: 1, 2>}> : (vector<2x3x4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %17 = "vector.insert"(%arg0, %arg5) <{static_position = array<i64: 0, 1>}> : (vector<4xf32>, vector<2x3x4xf32>) -> vector<2x3x4xf32>
// GENERIC-NEXT: %18 = "vector.extract"(%arg5) <{static_position = array<i64: 1, 2, 3>}> : (vector<2x3x4xf32>) -> f32
// GENERIC-NEXT: %19 = "vector.splat"(%arg2) : (f32) -> vector<f32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
