// The vector dialect's enum attributes are one of their cases, with MLIR's
// messages; a stripped one in custom syntax must close its `<` with `>`
// (fuzz finding print_idempotent crash-aa0e0f1c: `<coector.print ... }`
// was read as a body closed by the function's brace, and printed as one).
// RUN: llmir-opt --split-input-file --verify-diagnostics %s
// RUN: not llmir-opt %S/Inputs/vector-print-unclosed.txt 2>&1 | FileCheck %s --check-prefix=UNCLOSED
// UNCLOSED: vector-print-unclosed.txt:2:{{[0-9]+}}: error: expected '>'

// expected-error@+2 {{expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
// expected-error@+1 {{failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
func.func @f() attributes {x.y = #vector.punctuation<foo>} {
  return
}

// -----

// expected-error@+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
// expected-error@+1 {{failed to parse Vector_CombiningKindAttr parameter 'value'}}
func.func @f() attributes {x.y = #vector.kind<sum>} {
  return
}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse Vector_IteratorTypeEnum parameter 'value' which is to be a `::mlir::vector::IteratorType`}}
func.func @f() attributes {x.y = #vector.iterator_type<3>} {
  return
}

// -----

// expected-error@+1 {{expected '>'}}
func.func @f() attributes {x.y = #vector.kind<add add>} {
  return
}
