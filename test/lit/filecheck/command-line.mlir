// FileCheck's options accept LLVM's spellings: one or two dashes, the
// value after `=` or as the next argument; -D takes the definition
// attached. The check file is the positional argument, the input comes
// from stdin unless --input-file names it.

// RUN: FileCheck %s -check-prefix ONE -input-file %S/Inputs/listing.txt
// RUN: FileCheck %s --check-prefix=ONE --input-file=%S/Inputs/listing.txt
// RUN: FileCheck %s -check-prefixes=ONE,TWO < %S/Inputs/listing.txt
// RUN: FileCheck %s --check-prefix=ONE --check-prefix=TWO < %S/Inputs/listing.txt
// RUN: FileCheck %s --check-prefix=DEF -DFUNC=helper -D#ARGS=2 < %S/Inputs/listing.txt
// ONE: define @main
// TWO: define @helper
// DEF: define @[[FUNC]](%a, %b) {
// DEF-NEXT: %1 = mul %a, %b
// DEF: ret %[[#ARGS-1]]

// A -D without `=` is a usage error.
// RUN: not FileCheck %s -DFUNC < %S/Inputs/listing.txt 2>&1 | FileCheck %s --check-prefix=NO-EQ
// NO-EQ: Missing equal sign in command-line definition '-DFUNC'

// An unknown option is reported by the option parser.
// RUN: not FileCheck %s --no-such-option < %S/Inputs/listing.txt 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: Unknown command line argument '--no-such-option'
