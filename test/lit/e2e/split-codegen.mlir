// REQUIRES: llmir-translate
// A large module's object is made in two parts on two threads and joined
// (`emit::split_codegen`): it links and runs as the object made whole
// (`--mlir-disable-threading`) and mlir-translate-19 | llc-19's do (the
// figures below are theirs). Calls cross the parts both ways, through a
// table of function pointers too; a `linkonce_odr` function, a `weak`
// global, a thread-local counter and an internal constructor are shared; the
// module's internal `helper` and `counter` are used from both parts and
// stay local in the joined object, so the C file's own `helper` and
// `counter` do not clash with them; the private string is in the symbol
// table as a local symbol, which tells that the object was split.
// RUN: python3 %S/Inputs/split_codegen_gen.py > %t.mlir
// RUN: llmir-translate --mlir-to-object --relocation-model=pic -O0 %t.mlir -o %t.o
// RUN: cc %S/Inputs/split_codegen_main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s
// RUN: nm %t.o | FileCheck %s --check-prefix=SPLIT
// RUN: nm -g %t.o | FileCheck %s --check-prefix=EXPORTS
// RUN: llmir-translate --mlir-to-object --relocation-model=pic -O0 --mlir-disable-threading %t.mlir -o %t.whole.o
// RUN: cc %S/Inputs/split_codegen_main.c %t.whole.o -o %t.whole.exe
// RUN: %t.whole.exe | FileCheck %s
// RUN: nm %t.whole.o | FileCheck %s --check-prefix=WHOLE

// CHECK: split ok -888189374 400 1007
// CHECK-NEXT: table -2040221176 1090999648 extras 42004

// SPLIT: {{^[0-9a-f]+ b counter$}}
// SPLIT: {{^[0-9a-f]+ r greeting_text$}}
// SPLIT: {{^[0-9a-f]+ t helper$}}
// EXPORTS-NOT: {{ (helper|counter|greeting_text)$}}
// EXPORTS: {{ T f0$}}
// EXPORTS-NOT: {{ (helper|counter|greeting_text)$}}
// WHOLE-NOT: greeting_text
