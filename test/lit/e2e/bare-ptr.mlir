// REQUIRES: llmir-translate
// The bare-pointer calling convention: statically shaped memrefs cross the
// C boundary as plain pointers (`saxpy(float *x, float *y, float a)`), a
// scratch buffer is allocated and freed with malloc/free, and one MLIR
// function calls another.
// RUN: mlir-opt %s -pass-pipeline="builtin.module(finalize-memref-to-llvm,func.func(convert-arith-to-llvm),convert-cf-to-llvm,convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},reconcile-unrealized-casts)" -o %t.mlir
// RUN: mlir-translate --mlir-to-object --relocation-model=pic %t.mlir -o %t.o
// RUN: cc %S/Inputs/bare_ptr_main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// CHECK: y = 3 6 9 12
// CHECK-NEXT: sum(y) = 30

func.func @axpy_at(%x: memref<4xf32>, %y: memref<4xf32>, %a: f32, %i: index) {
  %xi = memref.load %x[%i] : memref<4xf32>
  %yi = memref.load %y[%i] : memref<4xf32>
  %p = arith.mulf %a, %xi : f32
  %s = arith.addf %p, %yi : f32
  memref.store %s, %y[%i] : memref<4xf32>
  return
}

func.func @saxpy(%x: memref<4xf32>, %y: memref<4xf32>, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi ult, %i, %c4 : index
  cf.cond_br %more, ^body, ^done
^body:
  func.call @axpy_at(%x, %y, %a, %i) : (memref<4xf32>, memref<4xf32>, f32, index) -> ()
  %next = arith.addi %i, %c1 : index
  cf.br ^loop(%next : index)
^done:
  return
}

// The sum of `y`, accumulated in a heap scratch cell.
func.func @sum(%y: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %cell = memref.alloc() : memref<1xf32>
  memref.store %zero, %cell[%c0] : memref<1xf32>
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi ult, %i, %c4 : index
  cf.cond_br %more, ^body, ^done
^body:
  %v = memref.load %y[%i] : memref<4xf32>
  %acc = memref.load %cell[%c0] : memref<1xf32>
  %acc2 = arith.addf %acc, %v : f32
  memref.store %acc2, %cell[%c0] : memref<1xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^loop(%next : index)
^done:
  %r = memref.load %cell[%c0] : memref<1xf32>
  memref.dealloc %cell : memref<1xf32>
  return %r : f32
}
