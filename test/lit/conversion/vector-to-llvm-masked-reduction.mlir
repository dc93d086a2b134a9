// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// vector.mask { vector.reduction }: llvm.intr.vp.reduce.* with the kind's neutral start
// value; minimumf/maximumf select a neutral value into the masked-off lanes.

func.func @r(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32, %vi: vector<4xi32>, %p: f32, %ai: i32) -> (f32, f32, i32, f32, f32, i32, f32, i32, f32, i32, i32, i32, i32, i32, i32, f32) {
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %2 = vector.mask %m { vector.reduction <minsi>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %3 = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %4 = vector.mask %m { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %5 = vector.mask %m { vector.reduction <and>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %6 = vector.mask %m { vector.reduction <minnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %7 = vector.mask %m { vector.reduction <maxui>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %8 = vector.mask %m { vector.reduction <minimumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %9 = vector.mask %m { vector.reduction <add>, %vi, %ai : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %10 = vector.mask %m { vector.reduction <minui>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %11 = vector.mask %m { vector.reduction <maxsi>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %12 = vector.mask %m { vector.reduction <or>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %13 = vector.mask %m { vector.reduction <xor>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %14 = vector.mask %m { vector.reduction <mul>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %15 = vector.mask %m { vector.reduction <add>, %v fastmath<fast> : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : f32, f32, i32, f32, f32, i32, f32, i32, f32, i32, i32, i32, i32, i32, i32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @r(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32, %arg3: vector<4xi32>, %arg4: f32, %arg5: i32) -> (f32, f32, i32, f32, f32, i32, f32, i32, f32, i32, i32, i32, i32, i32, i32, f32) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %1 = "llvm.intr.vp.reduce.fadd"(%arg2, %arg0, %arg1, %0) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:     %2 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT:     %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %4 = "llvm.intr.vp.reduce.fmax"(%2, %arg0, %arg1, %3) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:     %5 = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT:     %6 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %7 = "llvm.intr.vp.reduce.smin"(%5, %arg3, %arg1, %6) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %8 = llvm.mlir.constant(dense<-1.401300e-45> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:     %9 = llvm.select %arg1, %arg0, %8 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %10 = llvm.intr.vector.reduce.fmaximum(%9)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %11 = llvm.intr.maximum(%10, %arg2)  : (f32, f32) -> f32
// CHECK-NEXT:     %12 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %13 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %14 = "llvm.intr.vp.reduce.fmul"(%12, %arg0, %arg1, %13) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:     %15 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %16 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %17 = "llvm.intr.vp.reduce.and"(%15, %arg3, %arg1, %16) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %18 = llvm.mlir.constant(0xFFC00000 : f32) : f32
// CHECK-NEXT:     %19 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %20 = "llvm.intr.vp.reduce.fmin"(%18, %arg0, %arg1, %19) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:     %21 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %22 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %23 = "llvm.intr.vp.reduce.umax"(%21, %arg3, %arg1, %22) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %24 = llvm.mlir.constant(dense<3.40282347E+38> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:     %25 = llvm.select %arg1, %arg0, %24 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %26 = llvm.intr.vector.reduce.fminimum(%25)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %27 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %28 = "llvm.intr.vp.reduce.add"(%arg5, %arg3, %arg1, %27) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %29 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %30 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %31 = "llvm.intr.vp.reduce.umin"(%29, %arg3, %arg1, %30) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %32 = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK-NEXT:     %33 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %34 = "llvm.intr.vp.reduce.smax"(%32, %arg3, %arg1, %33) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %35 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %36 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %37 = "llvm.intr.vp.reduce.or"(%35, %arg3, %arg1, %36) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %38 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %39 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %40 = "llvm.intr.vp.reduce.xor"(%38, %arg3, %arg1, %39) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %41 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %42 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %43 = "llvm.intr.vp.reduce.mul"(%41, %arg3, %arg1, %42) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT:     %44 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %45 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %46 = "llvm.intr.vp.reduce.fadd"(%44, %arg0, %arg1, %45) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:     return %1, %4, %7, %11, %14, %17, %20, %23, %26, %28, %31, %34, %37, %40, %43, %46 : f32, f32, i32, f32, f32, i32, f32, i32, f32, i32, i32, i32, i32, i32, i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
