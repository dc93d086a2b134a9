//! The locations MLIR gives what it parses without a `loc(...)`: every op
//! and block argument is `loc("file":line:col)` at where it was written
//! (an op at its name, after any `%results =`; the implicit top-level
//! module at `0:0`, a terminator the parser added at its parent's).
//! llmir keeps byte spans instead and fills these in
//! only when they are printed (`--mlir-print-debuginfo`).

use super::{AttrKind, Body, Context, LocKind, Op, ValueDef};

/// Gives every op and block argument of `body` without a location its
/// file location in `src`, named `file` (MLIR's buffer name: the path as
/// given, `<stdin>`, or a split chunk's name). `top` is the module op.
pub fn fill_file_locations(ctx: &mut Context, body: &mut Body, top: Op, file: &str, src: &str) {
    let line_starts: Vec<usize> = std::iter::once(0).chain(src.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1)).collect();
    let at = |ctx: &mut Context, offset: Option<usize>| {
        let (line, col) = match offset {
            None => (0, 0),
            Some(o) => {
                let line = line_starts.partition_point(|&s| s <= o);
                (line as u32, (o - line_starts[line - 1] + 1) as u32)
            }
        };
        ctx.attr(AttrKind::Loc(LocKind::FileLineCol { file: file.as_bytes().into(), line, col }))
    };
    let mut implicit_terminators = Vec::new();
    for i in 0..body.ops.len() {
        if body.ops[i].loc.is_some() {
            continue;
        }
        let span = body.ops[i].span;
        // A terminator the parser added stands at the region's `}`; MLIR
        // gives it the location of the op that owns the region.
        if src.as_bytes().get(span.start as usize) == Some(&b'}') {
            implicit_terminators.push(i);
            continue;
        }
        // The implicit module has an empty span at the start.
        let implicit = Op(i as u32) == top && span.end == 0;
        let offset = (!implicit).then(|| op_name_offset(src.as_bytes(), span.start as usize, span.end as usize));
        body.ops[i].loc = Some(at(ctx, offset));
    }
    for i in implicit_terminators {
        let owner = body.ops[i].parent.and_then(|b| body.block(b).parent).and_then(|r| body.region(r).parent);
        body.ops[i].loc = match owner {
            Some(o) => body.op(o).loc,
            None => Some(at(ctx, Some(body.ops[i].span.start as usize))),
        };
    }
    for i in 0..body.values.len() {
        let v = &body.values[i];
        if v.loc.is_some() || !matches!(v.def, ValueDef::Arg { .. }) {
            continue;
        }
        let start = v.span.start as usize;
        body.values[i].loc = Some(at(ctx, Some(start)));
    }
}

/// Where MLIR locates an op: at its name, after any `%results =`.
fn op_name_offset(src: &[u8], start: usize, end: usize) -> usize {
    if src.get(start) != Some(&b'%') {
        return start;
    }
    let end = end.min(src.len());
    let Some(eq) = src.get(start..end).and_then(|s| s.iter().position(|&b| b == b'=')) else { return start };
    let mut i = start + eq + 1;
    while i < end && src[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// Gives every op still without a location `loc(unknown)`: what MLIR
/// prints for an op a pass made without one (a folded constant).
pub fn fill_unknown_locations(ctx: &mut Context, body: &mut Body) {
    let unknown = ctx.attr(AttrKind::Loc(LocKind::Unknown));
    for d in body.ops.iter_mut().filter(|d| d.loc.is_none()) {
        d.loc = Some(unknown);
    }
}
