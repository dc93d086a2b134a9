#!/usr/bin/env python3
"""Writes a module large enough for llmir-translate to make its object in
two parts (`emit::split_codegen`: more than 512 KB of function text):
`f0`..`f399`, each a chain of arithmetic ending in a call of the internal
`@helper`, which counts its calls in the internal global `@counter`;
`run_all` calls every `f` from the last part back to the first, so calls
cross the parts both ways; `greeting` returns a private string. Also what
the parts must agree on besides: a table of function pointers (an
internal global whose initializer names functions of both parts), a
`linkonce_odr` function and a `weak` global used from both parts, an
internal thread-local counter, and a constructor (`global_ctors`) that
is internal."""

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
out += ['llvm.mlir.global internal constant @table() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {',
        '  %a = llvm.mlir.addressof @f0 : !llvm.ptr',
        f'  %b = llvm.mlir.addressof @f{N - 1} : !llvm.ptr',
        '  %u = llvm.mlir.undef : !llvm.array<2 x ptr>',
        '  %0 = llvm.insertvalue %a, %u[0] : !llvm.array<2 x ptr>',
        '  %1 = llvm.insertvalue %b, %0[1] : !llvm.array<2 x ptr>',
        '  llvm.return %1 : !llvm.array<2 x ptr>',
        '}',
        'llvm.mlir.global weak @bias(11 : i32) {addr_space = 0 : i32} : i32',
        'llvm.mlir.global internal thread_local @calls(0 : i32) {addr_space = 0 : i32} : i32',
        'llvm.mlir.global internal @started(0 : i32) {addr_space = 0 : i32} : i32',
        'llvm.mlir.global_ctors {ctors = [@start], priorities = [65535 : i32]}',
        'llvm.func internal @start() {',
        '  %p = llvm.mlir.addressof @started : !llvm.ptr',
        '  %c = llvm.mlir.constant(42 : i32) : i32',
        '  llvm.store %c, %p : i32, !llvm.ptr',
        '  llvm.return',
        '}',
        'llvm.func linkonce_odr @twice(%x: i32) -> i32 {',
        '  %t = llvm.mlir.addressof @calls : !llvm.ptr',
        '  %n = llvm.load %t : !llvm.ptr -> i32',
        '  %one = llvm.mlir.constant(1 : i32) : i32',
        '  %m = llvm.add %n, %one : i32',
        '  llvm.store %m, %t : i32, !llvm.ptr',
        '  %r = llvm.add %x, %x : i32',
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
    if i in (0, N - 1):
        out.append('  %bp = llvm.mlir.addressof @bias : !llvm.ptr')
        out.append('  %bv = llvm.load %bp : !llvm.ptr -> i32')
        out.append('  %hb = llvm.add %h, %bv : i32')
        out.append('  %h2 = llvm.call @twice(%hb) : (i32) -> i32')
        out.append('  llvm.return %h2 : i32')
    else:
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
out += ['llvm.func @through_table(%i: i32, %x: i32) -> i32 {',
        '  %t = llvm.mlir.addressof @table : !llvm.ptr',
        '  %p = llvm.getelementptr %t[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x ptr>',
        '  %f = llvm.load %p : !llvm.ptr -> !llvm.ptr',
        '  %r = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32',
        '  llvm.return %r : i32',
        '}',
        'llvm.func @extras() -> i32 {',
        '  %s = llvm.mlir.addressof @started : !llvm.ptr',
        '  %a = llvm.load %s : !llvm.ptr -> i32',
        '  %t = llvm.mlir.addressof @calls : !llvm.ptr',
        '  %b = llvm.load %t : !llvm.ptr -> i32',
        '  %k = llvm.mlir.constant(1000 : i32) : i32',
        '  %m = llvm.mul %a, %k : i32',
        '  %r = llvm.add %m, %b : i32',
        '  llvm.return %r : i32',
        '}']
out.append('llvm.func @greeting() -> !llvm.ptr {')
out.append('  %p = llvm.mlir.addressof @greeting_text : !llvm.ptr')
out.append('  llvm.return %p : !llvm.ptr')
out.append('}')
print('\n'.join(out))
