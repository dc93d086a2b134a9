// RUN: llmir-filecheck %s --input-file %s
// CHECK: RUN
