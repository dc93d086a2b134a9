// File metadata: `{-# ... #-}` blocks are merged, `dialect_resources`
// print before `external_resources` and stay in their own section, builtin
// blobs nothing refers to are dropped, and
// --mlir-elide-resource-strings-if-larger leaves out long entries (a block
// whose entries are all left out still opens and closes, as in mlir-opt-19).
// RUN: mlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=19 | FileCheck %s --check-prefix=ELIDE
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=3 | FileCheck %s --check-prefix=EMPTY

// CHECK:      "test.a"() {r = dense_resource<blob1> : tensor<3xi8>} : () -> ()
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x01000000010203"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mlir_reproducer: {
// CHECK-NEXT:       pipeline: "builtin.module(cse)",
// CHECK-NEXT:       disable_threading: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// ELIDE:      {-#
// ELIDE-NEXT:   dialect_resources: {
// ELIDE-NEXT:     builtin: {
// ELIDE-NEXT:       blob1: "0x01000000010203"
// ELIDE-NEXT:     }
// ELIDE-NEXT:   },
// ELIDE-NEXT:   external_resources: {
// ELIDE-NEXT:     mlir_reproducer: {
// ELIDE-NEXT:       disable_threading: true
// ELIDE-NEXT:     }
// ELIDE-NEXT:   }
// ELIDE-NEXT: #-}

// EMPTY:      {-#
// EMPTY-EMPTY:
// EMPTY-NEXT: #-}
"test.a"() {r = dense_resource<blob1> : tensor<3xi8>} : () -> ()
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: true
    }
  }
#-}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x01000000010203",
      unused: "0x0100000001020304"
    }
  }
#-}
