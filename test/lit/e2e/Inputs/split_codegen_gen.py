#!/usr/bin/env python3
"""Writes a module large enough for llmir-translate to make its object in
two parts (`emit::split_codegen`: more than 512 KB of function text):
`f0`..`f399`, each a chain of arithmetic ending in a call of the internal
`@helper`, which counts its calls in the internal global `@counter`;
`run_all` calls every `f` from the last part back to the first, so calls
cross the parts both ways; `greeting` returns a private string."""

N = 400
out = ['llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32} : i32',
       'llvm.mlir.global private constant @greeting_text("split ok\\00") {addr_space = 0 : i32}'
       ' : !llvm.array<9 x i8>',
       'llvm.func internal @helper(%x: i32) -> i32 {',
       '  %p = llvm.mlir.addressof @counter : !llvm.ptr',
       '  %c = llvm.load %p : !llvm.ptr -> i32',
       '  %one = llvm.mlir.constant(1 : i32) : i32',
       '  %n = llvm.add %c, %one : i32',
       '  llvm.store %n, %p : i32, !llvm.ptr',
       '  %k = llvm.mlir.constant(5 : i32) : i32',
       '  %r = llvm.xor %x, %k : i32',
       '  llvm.return %r : i32',
       '}']
for i in range(N):
    out.append(f'llvm.func @f{i}(%x: i32) -> i32 {{')
    out.append(f'  %c = llvm.mlir.constant({i} : i32) : i32')
    out.append('  %v0 = llvm.add %x, %c : i32')
    for j in range(1, 28):
        op = ('llvm.mul', 'llvm.add', 'llvm.xor', 'llvm.sub')[j % 4]
        out.append(f'  %k{j} = llvm.mlir.constant({(i * 31 + j * 7) % 97 + 1} : i32) : i32')
        out.append(f'  %v{j} = {op} %v{j - 1}, %k{j} : i32')
    out.append('  %h = llvm.call @helper(%v27) : (i32) -> i32')
    out.append('  llvm.return %h : i32')
    out.append('}')
out.append('llvm.func @run_all(%x: i32) -> i32 {')
out.append('  %s0 = llvm.mlir.constant(0 : i32) : i32')
for n, i in enumerate(reversed(range(N))):
    out.append(f'  %r{n} = llvm.call @f{i}(%x) : (i32) -> i32')
    out.append(f'  %s{n + 1} = llvm.add %s{n}, %r{n} : i32')
out.append(f'  llvm.return %s{N} : i32')
out.append('}')
out.append('llvm.func @get_counter() -> i32 {')
out.append('  %p = llvm.mlir.addressof @counter : !llvm.ptr')
out.append('  %c = llvm.load %p : !llvm.ptr -> i32')
out.append('  llvm.return %c : i32')
out.append('}')
out.append('llvm.func @greeting() -> !llvm.ptr {')
out.append('  %p = llvm.mlir.addressof @greeting_text : !llvm.ptr')
out.append('  llvm.return %p : !llvm.ptr')
out.append('}')
print('\n'.join(out))
