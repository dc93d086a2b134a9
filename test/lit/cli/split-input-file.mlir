// --split-input-file handles each chunk between marker lines (two slashes,
// a space, five dashes) on its own and joins the outputs with the marker;
// --output-split-marker changes the joiner.
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: mlir-opt %s --split-input-file --output-split-marker="// ==== next" --allow-unregistered-dialect \
// RUN:   --mlir-print-op-generic | FileCheck %s --check-prefix=MARKER

// CHECK:      "test.first"()
// CHECK:      // -----
// CHECK:      "test.second"()
// CHECK-NOT:  "test.first"
// MARKER:     "test.first"()
// MARKER:     // ==== next
// MARKER:     "test.second"()
"test.first"() : () -> ()

// -----

"test.second"() : () -> ()
