// test-data-layout-query records sizes and alignments under the module's
// DLTI spec: pointer entries per address space (falling back to address
// space 0), struct alignment entries, MLIR's defaults otherwise.
// RUN: mlir-opt %s --test-data-layout-query --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: @defaults
func.func @defaults() {
  // CHECK: alignment = 4 : index, {{.*}} bitsize = 64 : index, {{.*}} index = 0 : index, preferred = 8 : index, {{.*}} size = 8 : index, {{.*}} : () -> i64
  "test.data_layout_query"() : () -> i64
  // CHECK: alignment = 8 : index, {{.*}} bitsize = 64 : index, {{.*}} index = 64 : index, preferred = 8 : index, {{.*}} size = 8 : index, {{.*}} : () -> !llvm.ptr
  "test.data_layout_query"() : () -> !llvm.ptr
  // CHECK: alignment = 8 : index, {{.*}} bitsize = 192 : index, {{.*}} size = 24 : index, {{.*}} : () -> !llvm.struct<(i8, f64, i16)>
  "test.data_layout_query"() : () -> !llvm.struct<(i8, f64, i16)>
  // CHECK: alignment = 1 : index, {{.*}} bitsize = 88 : index, {{.*}} preferred = 8 : index, {{.*}} size = 11 : index, {{.*}} : () -> !llvm.struct<packed (i8, f64, i16)>
  "test.data_layout_query"() : () -> !llvm.struct<packed (i8, f64, i16)>
  // CHECK: alignment = 2 : index, {{.*}} bitsize = 96 : index, {{.*}} size = 12 : index, {{.*}} : () -> !llvm.array<3 x struct<(i16, i8)>>
  "test.data_layout_query"() : () -> !llvm.array<3 x struct<(i16, i8)>>
  return
}

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<!llvm.ptr, dense<[32, 32, 64]> : vector<3xi64>>,
  #dlti.dl_entry<!llvm.struct<()>, dense<[16, 64]> : vector<2xi64>>,
  #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>,
  #dlti.dl_entry<"dlti.endianness", "big">
>} {
  // CHECK-LABEL: @with_spec
  func.func @with_spec() {
    // CHECK: alignment = 4 : index, {{.*}} bitsize = 32 : index, endianness = "big", {{.*}} index = 32 : index, preferred = 8 : index, {{.*}} size = 4 : index, stack_alignment = 128 : index} : () -> !llvm.ptr<7>
    "test.data_layout_query"() : () -> !llvm.ptr<7>
    // CHECK: alignment = 2 : index, {{.*}} preferred = 8 : index, {{.*}} size = 1 : index, {{.*}} : () -> !llvm.struct<(i8)>
    "test.data_layout_query"() : () -> !llvm.struct<(i8)>
    return
  }
}

// -----

// expected-error@below {{expected i64 parameters for '!llvm.ptr'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<!llvm.ptr, dense<[32, 32, 64]> : vector<3xi32>>
>} {
}

// -----

// expected-error@below {{unexpected layout attribute for struct '!llvm.struct<(i8)>'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<!llvm.struct<(i8)>, dense<[64, 64]> : vector<2xi64>>
>} {
}
