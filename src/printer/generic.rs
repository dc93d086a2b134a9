//! Operations, regions and blocks in MLIR's generic form:
//! `%0:2 = "dialect.op"(%a, %b#1)[^bb1] <{props}> ({...}) {attrs} : (T) -> (U, V)`.

use rustc_hash::FxHashMap;

use super::names::{push_u32, Names};
use super::state::Printer;
use super::text::escape_into;
use super::op_memo::Named;
use crate::ir::{AttrKind, Block, Module, Op, Region, Value};

/// `^bbN`.
fn push_block_name(out: &mut String, names: &Names, b: Block) {
    out.push_str("^bb");
    push_u32(out, names.blocks.get(b.index()).unwrap_or(0));
}

impl Printer<'_> {
    fn indent(&mut self, n: usize) {
        for _ in 0..n {
            self.out.push(' ');
        }
    }

    pub fn print_op(&mut self, m: &Module, names: &Names, op: Op, indent: usize) {
        let body = &m.body;
        let d = body.op(op);
        self.indent(indent);
        if let Some(name) = names.named.get(&op) {
            self.out.push('%');
            self.out.push_str(name);
            self.out.push_str(" = ");
        } else if let Some(groups) = names.groups.get(&op) {
            for (i, (name, k)) in groups.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push('%');
                self.out.push_str(name);
                if *k > 1 {
                    self.out.push(':');
                    push_u32(&mut self.out, *k);
                }
            }
            self.out.push_str(" = ");
        } else if d.num_results > 0 {
            self.out.push('%');
            push_u32(&mut self.out, names.op_results.get(op.index()).unwrap_or(0));
            if d.num_results > 1 {
                self.out.push(':');
                push_u32(&mut self.out, d.num_results);
            }
            self.out.push_str(" = ");
        }
        self.print_op_memoized(m, names, op, indent);
    }

    /// What follows an op's result names, from the memo of shapes printed
    /// before when it has one ([`super::op_memo`]), and remembered
    /// otherwise.
    fn print_op_memoized(&mut self, m: &Module, names: &Names, op: Op, indent: usize) {
        let body = &m.body;
        if !self.memo.shape(body, op, indent, self.opts.debug_info) {
            return self.print_op_text(m, names, op, indent);
        }
        let start = self.out.len();
        let mut out = std::mem::take(&mut self.out);
        let hit = self.memo.replay(body, op, &mut out, |out, named| match named {
            Named::Value(v) => names.value(body, v, out),
            Named::Block(b) => push_block_name(out, names, b),
        });
        self.out = out;
        if hit {
            if super::op_memo::checking() {
                let replayed = self.out.split_off(start);
                self.print_op_text(m, names, op, indent);
                assert_eq!(replayed, self.out[start..], "print memo: op {} printed from its shape differs", op.index());
            }
            return;
        }
        self.memo.recording = Some(Vec::new());
        self.print_op_text(m, names, op, indent);
        let recorded = self.memo.recording.take().unwrap_or_default();
        let relative: Vec<_> = recorded.iter().map(|&(s, e, n)| (s - start, e - start, n)).collect();
        let text = &self.out[start..];
        self.memo.remember(body, op, text, &relative);
    }

    /// An op after its result names: the custom form when it has one,
    /// else the generic form.
    fn print_op_text(&mut self, m: &Module, names: &Names, op: Op, indent: usize) {
        let body = &m.body;
        let ctx = self.ctx;
        let d = body.op(op);
        if !self.opts.generic {
            let info = self.op_info(d.name);
            if let Some(info) = super::custom::custom_form(ctx, body, d, info) {
                let dialect = self.default_dialect(m, op);
                self.out.push_str(printed_name(ctx.str(d.name), dialect));
                let view = super::custom::OpView { m, names, op, def: info.def, info, indent };
                self.print_custom(&view, info);
                if self.opts.debug_info {
                    if let Some(l) = d.loc {
                        self.trailing_loc(l);
                    }
                }
                return;
            }
        }
        self.out.push('"');
        escape_into(&mut self.out, ctx.str(d.name).as_bytes());
        self.out.push_str("\"(");
        for (i, &v) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value_name(names, body, v);
        }
        self.out.push(')');
        if !d.successors.is_empty() {
            self.out.push('[');
            for (i, &s) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block_name(names, s);
            }
            self.out.push(']');
        }
        if let Some(p) = d.properties {
            if let AttrKind::Dictionary(entries) = ctx.attr_kind(p) {
                self.out.push_str(" <{");
                self.dict_entries(entries);
                self.out.push_str("}>");
            }
        }
        if !d.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region_custom(m, names, r, indent, true);
            }
            self.out.push(')');
        }
        if let AttrKind::Dictionary(entries) = ctx.attr_kind(d.attrs) {
            if !entries.is_empty() {
                self.out.push_str(" {");
                self.dict_entries(entries);
                self.out.push('}');
            }
        }
        self.out.push_str(" : (");
        for (i, &v) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(body.value(v).ty);
        }
        self.out.push_str(") -> ");
        let results: Vec<_> = d.results().map(|v| body.value(v).ty).collect();
        self.result_types(&results);
        if self.opts.debug_info {
            if let Some(l) = d.loc {
                self.trailing_loc(l);
            }
        }
    }

    pub fn block_name_pub(&mut self, names: &Names, b: Block) {
        self.block_name(names, b)
    }

    fn block_name(&mut self, names: &Names, b: Block) {
        let start = self.out.len();
        push_block_name(&mut self.out, names, b);
        if let Some(names) = &mut self.memo.recording {
            names.push((start, self.out.len(), Named::Block(b)));
        }
    }

    /// Writes a value's name (`%0`, `%arg1`, `%c1_i32`, `%2#1`), noting it
    /// for the print memo while an op is recorded.
    pub fn value_name(&mut self, names: &Names, body: &crate::ir::Body, v: Value) {
        let start = self.out.len();
        names.value(body, v, &mut self.out);
        if let Some(names) = &mut self.memo.recording {
            names.push((start, self.out.len(), Named::Value(v)));
        }
    }

    /// A region; `entry_args` false leaves the entry block's arguments to
    /// the op (function signatures print them).
    pub fn print_region_custom(&mut self, m: &Module, names: &Names, r: Region, indent: usize, entry_args: bool) {
        let body = &m.body;
        self.out.push_str("{\n");
        let blocks = &body.region(r).blocks;
        // Predecessors of each block, one entry per edge.
        let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        if blocks.len() > 1 {
            for &b in blocks {
                for &o in &body.block(b).ops {
                    for &s in body.op(o).successors.iter() {
                        preds.entry(s).or_default().push(b);
                    }
                }
            }
        }
        for (i, &b) in blocks.iter().enumerate() {
            let block = body.block(b);
            // The generic form always shows an empty entry block's header.
            let empty_entry = i == 0 && block.ops.is_empty() && self.opts.generic;
            let show_args = !block.args.is_empty() && (i > 0 || entry_args);
            if i > 0 || show_args || empty_entry {
                self.indent(indent);
                self.block_name(names, b);
                if show_args {
                    self.out.push('(');
                    for (j, &a) in block.args.iter().enumerate() {
                        if j > 0 {
                            self.out.push_str(", ");
                        }
                        names.value(body, a, &mut self.out);
                        self.out.push_str(": ");
                        let v = body.value(a);
                        self.print_type(v.ty);
                        // MLIR spells a block argument's location out even
                        // where it has an alias (the alias is still declared).
                        if self.opts.debug_info {
                            if let Some(l) = v.loc {
                                self.inline_loc(l);
                            }
                        }
                    }
                    self.out.push(')');
                }
                self.out.push(':');
                match preds.get(&b) {
                    None if i > 0 => self.out.push_str("  // no predecessors"),
                    None => {}
                    Some(p) => {
                        if p.len() == 1 {
                            self.out.push_str("  // pred: ");
                            self.block_name(names, p[0]);
                        } else {
                            let mut sorted = p.clone();
                            sorted.sort_by_key(|x| names.blocks.get(x.index()).unwrap_or(0));
                            self.out.push_str("  // ");
                            push_u32(&mut self.out, sorted.len() as u32);
                            self.out.push_str(" preds: ");
                            for (k, x) in sorted.iter().enumerate() {
                                if k > 0 {
                                    self.out.push_str(", ");
                                }
                                self.block_name(names, *x);
                            }
                        }
                    }
                }
                self.out.push('\n');
            }
            self.print_block_ops(m, names, &block.ops, indent + 2);
        }
        self.indent(indent);
        self.out.push('}');
    }
}

/// How an op's name is spelled in the custom form: the dialect prefix goes
/// when it is the default dialect of the enclosing op (`module`, `return`
/// inside `func.func`), as MLIR's `printOpName` does.
fn printed_name<'n>(name: &'n str, default_dialect: &str) -> &'n str {
    let (n, d) = (name.as_bytes(), default_dialect.as_bytes());
    // Compared byte by byte: these are a few bytes, called for every op,
    // where a `memcmp` call (what `strip_prefix` makes) cost 2% of a
    // large print.
    let prefixed = !d.is_empty() && n.len() > d.len() && n[d.len()] == b'.' && n.iter().zip(d).all(|(a, b)| a == b);
    match name.get(d.len() + 1..) {
        Some(rest) if prefixed && !rest.contains('.') => rest,
        _ => name,
    }
}

impl Printer<'_> {
    /// The default dialect in which an op is printed: that of its parent op
    /// (`func` in `func.func`, as its print row says; `builtin` in a module
    /// and at the top level; none elsewhere).
    fn default_dialect(&mut self, m: &Module, op: Op) -> &'static str {
        let body = &m.body;
        let parent = body.op(op).parent.and_then(|b| body.block(b).parent).and_then(|r| body.region(r).parent);
        match parent {
            None => "builtin",
            Some(p) => {
                let name = body.op(p).name;
                self.op_info(name).and_then(|i| i.print).and_then(|p| p.default_dialect).unwrap_or("")
            }
        }
    }
}
