// A small numeric kernel in the func, arith, memref and cf dialects: the dot
// product of two vectors of any length and an in-place scaling. Functions
// marked `llvm.emit_c_interface` get `_mlir_ciface_` wrappers that C calls
// with pointers to memref descriptors (see main.c).

func.func @dot(%a: memref<?xf64>, %b: memref<?xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?xf64>
  %m = memref.dim %b, %c0 : memref<?xf64>
  %same = arith.cmpi eq, %n, %m : index
  cf.assert %same, "dot: the vectors differ in length"
  cf.br ^loop(%c0, %zero : index, f64)
^loop(%i: index, %acc: f64):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %x = memref.load %a[%i] : memref<?xf64>
  %y = memref.load %b[%i] : memref<?xf64>
  %p = arith.mulf %x, %y : f64
  %acc2 = arith.addf %acc, %p : f64
  %next = arith.addi %i, %c1 : index
  cf.br ^loop(%next, %acc2 : index, f64)
^done:
  return %acc : f64
}

func.func @scale(%a: memref<?xf64>, %s: f64) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %x = memref.load %a[%i] : memref<?xf64>
  %y = arith.mulf %x, %s : f64
  memref.store %y, %a[%i] : memref<?xf64>
  %next = arith.addi %i, %c1 : index
  cf.br ^loop(%next : index)
^done:
  return
}
