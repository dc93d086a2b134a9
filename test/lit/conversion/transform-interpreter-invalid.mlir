// RUN: mlir-opt %s -split-input-file -transform-interpreter -verify-diagnostics

// The transform dialect's verifier and interpreter errors, worded and
// placed as mlir-opt-19 reports them.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{'transform.apply_conversion_patterns' op expected pattern children ops to implement ConversionPatternDescriptorOpInterface}}
    transform.apply_conversion_patterns to %m {
      // expected-note@+1 {{op without interface}}
      transform.yield
    } : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note@+1 {{symbol table operation}}
module {
  // expected-error@+1 {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %m {
      // expected-error@+1 {{'transform.apply_conversion_patterns.dialect_to_llvm' op unknown dialect or dialect not loaded: foo}}
      transform.apply_conversion_patterns.dialect_to_llvm "foo"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %m {
      // expected-error@+1 {{'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: vector}}
      transform.apply_conversion_patterns.dialect_to_llvm "vector"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{'transform.apply_conversion_patterns' op expected exactly one op in default type converter region}}
    transform.apply_conversion_patterns to %m {
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{'transform.apply_conversion_patterns' op expected default converter child op to implement TypeConverterBuilderOpInterface}}
    transform.apply_conversion_patterns to %m {
    } with type_converter {
      // expected-note@+1 {{op without interface}}
      transform.apply_conversion_patterns.func.func_to_llvm
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.apply_conversion_patterns to %arg0 {
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{expected terminator to have as many operands as the parent op has results}}
    transform.yield %0 : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{'transform.named_sequence' op expects the entry block to have at least one argument}}
  transform.named_sequence @__transform_main() {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{operation expects 1 extra value bindings, but 0 were provided to the interpreter}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}, %arg1: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{'transform.named_sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
  transform.named_sequence @__transform_main(%arg0: i32) {
    transform.yield
  }
}

// -----

func.func @f() { return }
func.func @g() { return }
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{requires exactly one target handle}}
    %1 = transform.structured.match ops{["func.return"]} in %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @f() { return }
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter}}
    transform.apply_conversion_patterns to %0 {
      // expected-note@+1 {{pattern descriptor op}}
      transform.apply_conversion_patterns.func.func_to_llvm
    } {partial_conversion} : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note@+1 {{target op}}
func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'math.absi'}}
  %0 = math.absi %a : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{dialect conversion failed}}
    transform.apply_conversion_patterns to %m {
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["llvm"], illegal_dialects = ["math"]} : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note@+1 {{target op}}
func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'math.absi' that was explicitly marked illegal}}
  %0 = math.absi %a : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{dialect conversion failed}}
    transform.apply_conversion_patterns to %m {
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["llvm"], illegal_dialects = ["math"], partial_conversion} : !transform.any_op
    transform.yield
  }
}
