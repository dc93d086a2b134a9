// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s
// RUN: mlir-opt %s -convert-vector-to-llvm=enable-arm-sve=true | FileCheck %s
// RUN: mlir-opt %s '-convert-vector-to-llvm=enable-amx=1 enable-arm-neon=true enable-x86vector=true' | FileCheck %s
// RUN: not mlir-opt %s -convert-vector-to-llvm=enable-amx=foo 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --enable-amx option: 'foo' is invalid value for boolean argument! Try 0 or 1

// The target options (enable-amx, enable-arm-neon, enable-arm-sve, enable-x86vector)
// leave plain vector code as the default does (mlir-opt-19's output, the same with
// and without them).

func.func @s(%a: vector<[4]xf32>, %b: vector<[4]xf32>, %m: memref<?xvector<[16]xi1>>, %i: index) -> (vector<[4]xf32>, index) {
  %0 = arith.addf %a, %b : vector<[4]xf32>
  %v = vector.vscale
  %1 = vector.create_mask %i : vector<[4]xi1>
  %l = memref.load %m[%i] : memref<?xvector<[16]xi1>>
  %r = vector.reduction <add>, %0 : vector<[4]xf32> into f32
  %x = vector.broadcast %r : f32 to vector<[4]xf32>
  return %x, %v : vector<[4]xf32>, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @s(%arg0: vector<[4]xf32>, %arg1: vector<[4]xf32>, %arg2: memref<?xvector<[16]xi1>>, %arg3: index) -> (vector<[4]xf32>, index) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : vector<[4]xf32>
// CHECK-NEXT:     %1 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:     %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %4 = "llvm.intr.vector.reduce.fadd"(%3, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<[4]xf32>) -> f32
// CHECK-NEXT:     %5 = llvm.mlir.undef : vector<[4]xf32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %7 = llvm.insertelement %4, %5[%6 : i32] : vector<[4]xf32>
// CHECK-NEXT:     %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:     return %8, %2 : vector<[4]xf32>, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
