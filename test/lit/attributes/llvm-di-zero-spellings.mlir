// An optional debug-info integer parameter whose value is zero is left out
// however it is spelled (`-0`, `0x0`, `00`), as mlir-opt-19 stores the
// integer and compares it with the default; a nonzero value prints in
// decimal (print_idempotent fuzz finding crash-c6cd4fa0: `line = -0`
// printed `line = 0`, which the next round left out).
// RUN: mlir-opt %s | FileCheck %s
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D", line = -0, sizeInBits = 0x0, alignInBits = 00>
#u = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", sizeInBits = -0>
#v = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "y", sizeInBits = 0x20>
#w = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "E", line = -1>
module attributes {a.t = #t, a.u = #u, a.v = #v, a.w = #w} {}
// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x">
// CHECK-NEXT: #di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "y", sizeInBits = 32>
// CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "D">
// CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "E", line = 4294967295>
// CHECK-NEXT: module attributes {a.t = #di_composite_type, a.u = #di_basic_type, a.v = #di_basic_type1, a.w = #di_composite_type1} {
