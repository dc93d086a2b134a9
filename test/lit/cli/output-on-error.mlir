// A run that fails writes nothing to the -o file: an existing file keeps
// its contents (llmir writes -o through a temporary file and renames it).
// RUN: echo "previous contents" > %t
// RUN: not llmir-opt %s -o %t 2>/dev/null
// RUN: FileCheck %s --input-file %t
// CHECK: previous contents

"test.op"() : () -> (i32
