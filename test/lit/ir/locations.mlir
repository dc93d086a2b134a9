// With --mlir-print-debuginfo, locations print as `loc(#locN)` with the
// #locN aliases listed after the module; nested locations get their own
// aliases.
// The implicit module has the input file's location (loc("<file>":0:0)).
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s

// CHECK:      "test.a"() : () -> () loc(#loc1)
// CHECK-NEXT: "test.b"() : () -> () loc(#loc4)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("file.c":3:4)
// CHECK-NEXT: #loc2 = loc("a")
// CHECK-NEXT: #loc3 = loc("b")
// CHECK-NEXT: #loc4 = loc(fused[#loc2, #loc3])
"test.a"() : () -> () loc("file.c":3:4)
"test.b"() : () -> () loc(fused["a", "b"])
