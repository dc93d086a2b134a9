// RUN: llmir-opt --mlir-print-debuginfo < %s | FileCheck %s
// RUN: llmir-opt --mlir-print-debuginfo %s | FileCheck %s --check-prefix=FILE
// Every op and block argument parsed without a `loc(...)` has its place in
// the buffer it came from, as MLIR records it: printed under
// --mlir-print-debuginfo (the implicit module at 0:0, an op at its name,
// an implicit terminator at its parent's, the loop_nest induction variable
// without a printed location or alias). CHECK lines are mlir-opt-19's.
// The lines below shift every location by the header: keep it 12 lines.




func.func @f(%lb: i64, %ub: i64, %st: i64, %init: f32) -> f32 {
  %m = memref.alloca() : memref<f32>
  memref.alloca_scope {
    memref.store %init, %m[] : memref<f32>
  }
  %x = memref.generic_atomic_rmw %m[] : memref<f32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  omp.wsloop {
    omp.loop_nest (%i) : i64 = (%lb) to (%ub) step (%st) {
      omp.yield
    }
    omp.terminator
  }
  %y = arith.addf %x, %x : f32 loc("explicit.c":3:4)
  cf.br ^bb1(%y : f32)
^bb1(%z: f32):
  return %z : f32
}

// CHECK: #loc2 = loc("<stdin>":13:14)
// CHECK-NEXT: #loc3 = loc("<stdin>":13:24)
// CHECK-NEXT: #loc4 = loc("<stdin>":13:34)
// CHECK-NEXT: #loc5 = loc("<stdin>":13:44)
// CHECK-NEXT: #loc10 = loc("<stdin>":19:8)
// CHECK-NEXT: #loc18 = loc("<stdin>":30:6)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i64 loc("<stdin>":13:14), %arg1: i64 loc("<stdin>":13:24), %arg2: i64 loc("<stdin>":13:34), %arg3: f32 loc("<stdin>":13:44)) -> f32 {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<f32> loc(#loc6)
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       memref.store %arg3, %alloca[] : memref<f32> loc(#loc8)
// CHECK-NEXT:     } loc(#loc7)
// CHECK-NEXT:     %0 = memref.generic_atomic_rmw %alloca[] : memref<f32> {
// CHECK-NEXT:     ^bb0(%arg4: f32 loc("<stdin>":19:8)):
// CHECK-NEXT:       memref.atomic_yield %arg4 : f32 loc(#loc11)
// CHECK-NEXT:     } loc(#loc9)
// CHECK-NEXT:     omp.wsloop {
// CHECK-NEXT:       omp.loop_nest (%arg4) : i64 = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:         omp.yield loc(#loc14)
// CHECK-NEXT:       } loc(#loc13)
// CHECK-NEXT:       omp.terminator loc(#loc15)
// CHECK-NEXT:     } loc(#loc12)
// CHECK-NEXT:     %1 = arith.addf %0, %0 : f32 loc(#loc16)
// CHECK-NEXT:     cf.br ^bb1(%1 : f32) loc(#loc17)
// CHECK-NEXT:   ^bb1(%2: f32 loc("<stdin>":30:6)):  // pred: ^bb0
// CHECK-NEXT:     return %2 : f32 loc(#loc19)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("<stdin>":0:0)
// CHECK-NEXT: #loc1 = loc("<stdin>":13:1)
// CHECK-NEXT: #loc6 = loc("<stdin>":14:8)
// CHECK-NEXT: #loc7 = loc("<stdin>":15:3)
// CHECK-NEXT: #loc8 = loc("<stdin>":16:5)
// CHECK-NEXT: #loc9 = loc("<stdin>":18:8)
// CHECK-NEXT: #loc11 = loc("<stdin>":20:5)
// CHECK-NEXT: #loc12 = loc("<stdin>":22:3)
// CHECK-NEXT: #loc13 = loc("<stdin>":23:5)
// CHECK-NEXT: #loc14 = loc("<stdin>":24:7)
// CHECK-NEXT: #loc15 = loc("<stdin>":26:5)
// CHECK-NEXT: #loc16 = loc("explicit.c":3:4)
// CHECK-NEXT: #loc17 = loc("<stdin>":29:3)
// CHECK-NEXT: #loc19 = loc("<stdin>":31:3)
// FILE: #loc = loc("{{.*}}debuginfo-file-locations.mlir":0:0)
