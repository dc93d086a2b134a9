// On failure FileCheck prints the input with annotations: the search
// range of the pattern it could not find (X~~~), a match that should not
// be there (!~~) and its best guess at what was meant (?). (Whitespace is
// canonicalised here, so these checks see the layout's words, not its
// exact alignment.)

// RUN: not FileCheck %S/Inputs/not-found.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOT --match-full-lines
// NOT:      Input was:
// NOT-NEXT: <<<<<<
// NOT-NEXT:        1: define @main(%ptr) { 
// NOT-NEXT:        2:  %1 = load %ptr 
// NOT-NEXT:        3:  %2 = add %1, 42 
// NOT-NEXT:        4:  store %2, %ptr 
// NOT-NEXT: not:2      !~~~~           error: no match expected
// NOT-NEXT:        5:  ret %2 
// NOT-NEXT:        6: } 
// NOT-NEXT:        7:  
// NOT-NEXT:        8: define @helper(%a, %b) { 
// NOT-NEXT:        9:  %1 = mul %a, %b 
// NOT-NEXT:       10:  ret %1 
// NOT-NEXT:       11: } 
// NOT-NEXT: >>>>>>

// RUN: not FileCheck %S/Inputs/label-block.check --input-file %S/Inputs/labels.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING --match-full-lines
// MISSING:      Input was:
// MISSING-NEXT: <<<<<<
// MISSING-NEXT:            1: func @first 
// MISSING-NEXT:            2:  %x = call @compute 
// MISSING-NEXT:            3:  ret %x 
// MISSING-NEXT:            4: func @second 
// MISSING-NEXT: check:4'0                 X error: no match found
// MISSING-NEXT:            5:  %y = call @other 
// MISSING-NEXT: check:4'0     ~~~~~~~~~~~~~~~~~~
// MISSING-NEXT: check:4'1           ?            possible intended match
// MISSING-NEXT:            6:  ret %y 
// MISSING-NEXT: check:4'0     ~~~~~~~~
// MISSING-NEXT:            7: func @third 
// MISSING-NEXT: check:4'0     ~~~~~~~~~~~
// MISSING-NEXT: check:6'0                X error: no match found
// MISSING-NEXT:            8:  %z = load %p 
// MISSING-NEXT: check:6'0     ~~~~~~~~~~~~~~
// MISSING-NEXT: check:6'1           ?        possible intended match
// MISSING-NEXT:            9:  ret %z 
// MISSING-NEXT: check:6'0     ~~~~~~~~
// MISSING-NEXT: >>>>>>

// --dump-input=never leaves just the messages.
// RUN: not FileCheck %S/Inputs/not-found.check --input-file %S/Inputs/listing.txt --dump-input=never 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEVER
// NEVER: error: CHECK-NOT: excluded string found in input
// NEVER-NOT: Input was:
