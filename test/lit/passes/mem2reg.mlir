// mem2reg cases upstream's mem2reg.mlir does not cover: a loop with two
// slots, partial promotion (an escaping slot stays), a switch feeding a
// merge point, the removable use tree of a slot with reads of other
// types, and the pass on a module (no llvm.func nesting). Output checked
// line by line against mlir-opt-19.
// RUN: mlir-opt %s -mem2reg --split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   llvm.func @loop(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     llvm.br ^bb1(%1, %1 : i32, i32)
// CHECK-NEXT:   ^bb1(%2: i32, %3: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %4 = llvm.icmp "slt" %2, %arg0 : i32
// CHECK-NEXT:     llvm.cond_br %4, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %5 = llvm.add %3, %2 : i32
// CHECK-NEXT:     %6 = llvm.add %2, %0 : i32
// CHECK-NEXT:     llvm.br ^bb1(%6, %5 : i32, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     llvm.return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// A counting loop: the counter's slot gets a block argument at the loop
// header, fed by the entry and the latch.
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

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @escape(!llvm.ptr)
// CHECK-NEXT:   llvm.func @partial(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT:     %0 = llvm.mlir.undef : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.alloca %1 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %arg0, %2 {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT:     llvm.call @escape(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb3(%arg0 : i64)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb3(%0 : i64)
// CHECK-NEXT:   ^bb3(%3: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %4 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT:     %5 = llvm.add %4, %3 : i64
// CHECK-NEXT:     llvm.return %5 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// Partial promotion: the slot whose address escapes to a call stays, the
// others go; a slot only read gets the default value.
llvm.func @escape(!llvm.ptr)
llvm.func @partial(%x: i64, %c: i1) -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %kept = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %gone = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %unset = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %x, %kept {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.call @escape(%kept) : (!llvm.ptr) -> ()
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.store %x, %gone {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.br ^join
^b:
  %u = llvm.load %unset {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.store %u, %gone {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.br ^join
^join:
  %k = llvm.load %kept {alignment = 8 : i64} : !llvm.ptr -> i64
  %g = llvm.load %gone {alignment = 8 : i64} : !llvm.ptr -> i64
  %s = llvm.add %k, %g : i64
  llvm.return %s : i64
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @switch(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb2(%arg1 : f32) [
// CHECK-NEXT:       1: ^bb1,
// CHECK-NEXT:       2: ^bb2(%arg1 : f32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2(%1 : f32)
// CHECK-NEXT:   ^bb2(%2: f32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT:     llvm.return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// A switch forwards the reaching definitions to its merge point; the
// default destination and the cases each get their operand.
llvm.func @switch(%sel: i32, %x: f32) -> f32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %p = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : f32, !llvm.ptr
  llvm.switch %sel : i32, ^join [
    1: ^set,
    2: ^join
  ]
^set:
  llvm.store %one, %p : f32, !llvm.ptr
  llvm.br ^join
^join:
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return %v : f32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @use_tree(%arg0: i64) -> f64 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i64 to f64
// CHECK-NEXT:     %2 = llvm.trunc %arg0 : i64 to i16
// CHECK-NEXT:     llvm.return %1 : f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// Casts, GEPs with zero indices, lifetime and invariant markers of a slot
// are removed with it; reads through a different type are converted.
llvm.func @use_tree(%x: i64) -> f64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %q = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %g = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.intr.lifetime.start 8, %g : !llvm.ptr
  %inv = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.store %x, %p : i64, !llvm.ptr
  llvm.intr.invariant.end %inv, 8, %p : !llvm.ptr
  %d = llvm.load %p : !llvm.ptr -> f64
  %h = llvm.load %p : !llvm.ptr -> i16
  llvm.intr.lifetime.end 8, %q : !llvm.ptr<1>
  llvm.return %d : f64
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @first(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @second(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.undef : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2(%arg0 : i32)
// CHECK-NEXT:   ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// Without an llvm.func nesting, the pass runs on the module and promotes
// the slots of every function, nested regions' entry blocks included.
module {
  llvm.func @first(%x: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    llvm.store %x, %p : i32, !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i32
    llvm.return %v : i32
  }
  llvm.func @second(%x: i32, %c: i1) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    llvm.cond_br %c, ^a, ^b
  ^a:
    llvm.store %x, %p : i32, !llvm.ptr
    llvm.br ^b
  ^b:
    %v = llvm.load %p : !llvm.ptr -> i32
    llvm.return %v : i32
  }
}
