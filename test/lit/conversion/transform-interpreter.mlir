// RUN: mlir-opt %s -transform-interpreter | FileCheck %s
// RUN: mlir-opt %s -transform-interpreter=entry-point=only_tagged | FileCheck %s --check-prefix=TAGGED

// The transform interpreter lowers the payload functions the named
// sequence matches with the patterns its descriptors name, under the type
// converter it describes; the transform IR stays in the output.

func.func @kernel(%m: memref<?xf32>, %i: index, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %v = memref.load %m[%j] : memref<?xf32>
  %s = arith.addf %v, %x : f32
  %a = math.absf %s : f32
  cf.br ^bb1(%a : f32)
^bb1(%r: f32):
  return %r : f32
}

func.func @tagged(%a: i64, %b: i64) -> i64 attributes {lower_me} {
  %0 = arith.muli %a, %b : i64
  return %0 : i64
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %funcs {
      transform.apply_conversion_patterns.dialect_to_llvm "math"
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
      transform.apply_conversion_patterns.dialect_to_llvm "memref"
      transform.apply_conversion_patterns.dialect_to_llvm "cf"
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32}
    } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    transform.yield
  }

  transform.named_sequence @only_tagged(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes {lower_me} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["llvm"], legal_ops = ["func.func"]} : !transform.any_op
    transform.yield
  }
}

// The whole output, as mlir-opt-19 prints it.
// CHECK: module {
// CHECK-NEXT:   llvm.func @kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: f32) -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<?xf32>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:     %9 = llvm.add %arg5, %8 : i32
// CHECK-NEXT:     %10 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %11 = llvm.getelementptr %10[%9] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:     %12 = llvm.load %11 : !llvm.ptr -> f32
// CHECK-NEXT:     %13 = llvm.fadd %12, %arg6  : f32
// CHECK-NEXT:     %14 = llvm.intr.fabs(%13)  : (f32) -> f32
// CHECK-NEXT:     llvm.br ^bb1(%14 : f32)
// CHECK-NEXT:   ^bb1(%15: f32):  // pred: ^bb0
// CHECK-NEXT:     llvm.return %15 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @tagged(%arg0: i64, %arg1: i64) -> i64 attributes {lower_me} {
// CHECK-NEXT:     %0 = llvm.mul %arg0, %arg1 : i64
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_conversion_patterns to %0 {
// CHECK-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "math"
// CHECK-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "arith"
// CHECK-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "memref"
// CHECK-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "cf"
// CHECK-NEXT:         transform.apply_conversion_patterns.func.func_to_llvm
// CHECK-NEXT:       } with type_converter {
// CHECK-NEXT:         transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32 : i64}
// CHECK-NEXT:       } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
// CHECK-NEXT:       transform.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.named_sequence @only_tagged(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {lower_me} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_conversion_patterns to %0 {
// CHECK-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "arith"
// CHECK-NEXT:         transform.apply_conversion_patterns.func.func_to_llvm
// CHECK-NEXT:       } with type_converter {
// CHECK-NEXT:         transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
// CHECK-NEXT:       } {legal_dialects = ["llvm"], legal_ops = ["func.func"]} : !transform.any_op
// CHECK-NEXT:       transform.yield
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Only the tagged function is matched; func.func is legal, so its body is
// lowered in place (a full conversion of the rest).
// TAGGED: module {
// TAGGED-NEXT:   func.func @kernel(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// TAGGED-NEXT:     %c1 = arith.constant 1 : index
// TAGGED-NEXT:     %0 = arith.addi %arg1, %c1 : index
// TAGGED-NEXT:     %1 = memref.load %arg0[%0] : memref<?xf32>
// TAGGED-NEXT:     %2 = arith.addf %1, %arg2 : f32
// TAGGED-NEXT:     %3 = math.absf %2 : f32
// TAGGED-NEXT:     cf.br ^bb1(%3 : f32)
// TAGGED-NEXT:   ^bb1(%4: f32):  // pred: ^bb0
// TAGGED-NEXT:     return %4 : f32
// TAGGED-NEXT:   }
// TAGGED-NEXT:   func.func @tagged(%arg0: i64, %arg1: i64) -> i64 attributes {lower_me} {
// TAGGED-NEXT:     %0 = llvm.mul %arg0, %arg1 : i64
// TAGGED-NEXT:     llvm.return %0 : i64
// TAGGED-NEXT:   }
// TAGGED-NEXT:   module attributes {transform.with_named_sequence} {
// TAGGED-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// TAGGED-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// TAGGED-NEXT:       transform.apply_conversion_patterns to %0 {
// TAGGED-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "math"
// TAGGED-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "arith"
// TAGGED-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "memref"
// TAGGED-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "cf"
// TAGGED-NEXT:         transform.apply_conversion_patterns.func.func_to_llvm
// TAGGED-NEXT:       } with type_converter {
// TAGGED-NEXT:         transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32 : i64}
// TAGGED-NEXT:       } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
// TAGGED-NEXT:       transform.yield
// TAGGED-NEXT:     }
// TAGGED-NEXT:     transform.named_sequence @only_tagged(%arg0: !transform.any_op {transform.readonly}) {
// TAGGED-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {lower_me} in %arg0 : (!transform.any_op) -> !transform.any_op
// TAGGED-NEXT:       transform.apply_conversion_patterns to %0 {
// TAGGED-NEXT:         transform.apply_conversion_patterns.dialect_to_llvm "arith"
// TAGGED-NEXT:         transform.apply_conversion_patterns.func.func_to_llvm
// TAGGED-NEXT:       } with type_converter {
// TAGGED-NEXT:         transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
// TAGGED-NEXT:       } {legal_dialects = ["llvm"], legal_ops = ["func.func"]} : !transform.any_op
// TAGGED-NEXT:       transform.yield
// TAGGED-NEXT:     }
// TAGGED-NEXT:   }
// TAGGED-NEXT: }
