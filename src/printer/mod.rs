//! The printer: MLIR-exact text for types, attributes and operations.
//!
//! Output goes to one `String`. Aliases (`#tbaa_tag3 = ...`) are derived the
//! way MLIR derives them ([`aliases`]), SSA values and blocks are numbered
//! the way MLIR numbers them ([`names`]), and numbers and strings are spelled
//! as MLIR spells them.

pub mod aliases;
pub mod api;
mod attrs;
mod custom;
mod dense_hex;
mod function;
mod generic;
mod op_helpers;
mod op_memo;
pub mod names;
mod parallel;
mod state;
mod text;
mod types;

use crate::ir::{Attr, Context, Module, ResourceGroup};

pub use state::{attr_to_string, type_to_string, PrintOptions, Printer};
pub use text::{escape_into, is_bare_identifier};

/// Prints a whole module: non-deferred aliases, the top op, deferred
/// (location) aliases, then file metadata.
pub fn print_module(ctx: &Context, module: &Module, opts: &PrintOptions) -> String {
    let mut pieces = print_module_with(ctx, module, opts, false, true);
    pieces.pop().unwrap_or_default()
}

/// [`print_module`]'s text in pieces to be written one after the other:
/// a large module printed on two threads comes as the text before its
/// body, each chunk of the body (`parallel`), and the rest, so that
/// megabytes are not copied to join them.
pub fn print_module_pieces(ctx: &Context, module: &Module, opts: &PrintOptions) -> Vec<String> {
    print_module_with(ctx, module, opts, true, true)
}

/// `may_fork: false` prints on this thread only (tests compare the two).
fn print_module_with(ctx: &Context, module: &Module, opts: &PrintOptions, in_pieces: bool, may_fork: bool) -> Vec<String> {
    let mut p = Printer::new(ctx, opts.clone());
    p.may_fork = may_fork;
    p.pieces = in_pieces.then(Vec::new);
    // The text printed is about as long as the text parsed: reserve that
    // (pages never written are never touched) instead of regrowing a few
    // megabytes by doubling.
    let span = module.body.op(module.top).span;
    p.out.reserve((1 << 16) + span.end.saturating_sub(span.start) as usize * 5 / 4);
    let aliases = if opts.local_scope {
        aliases::Aliases { ordered: Vec::new(), deferred: Default::default() }
    } else {
        aliases::collect(ctx, module, opts)
    };
    for (a, name) in &aliases.ordered {
        p.attr_aliases.insert(*a, name.clone());
    }
    for (a, name) in aliases.ordered.iter().filter(|(a, _)| !aliases.deferred.contains(a)) {
        p.print_alias_def(*a, name);
    }
    crate::timeline::mark("aliases collected");
    let names = names::number(ctx, &module.body, module.top, opts.generic);
    crate::timeline::mark("names numbered");
    p.print_op(module, &names, module.top, 0);
    if opts.local_scope {
        // MLIR prints the op alone then: no blank line, no resources.
        return p.into_pieces();
    }
    p.out.push('\n');
    for (a, name) in aliases.ordered.iter().filter(|(a, _)| aliases.deferred.contains(a)) {
        p.print_alias_def(*a, name);
    }
    p.print_resources(module);
    crate::timeline::mark("printed");
    p.into_pieces()
}

/// Prints one op on its own, as MLIR prints an op with a local scope (IR
/// dumps of a pass that runs on a function): names numbered from this op,
/// no alias definitions (attributes spelled inline), no trailing newline.
pub fn print_op_alone(ctx: &Context, module: &Module, op: crate::ir::Op, opts: &PrintOptions) -> String {
    if op == module.top {
        let mut text = print_module(ctx, module, opts);
        if text.ends_with('\n') {
            text.pop();
        }
        return text;
    }
    let mut p = Printer::new(ctx, opts.clone());
    let names = names::number(ctx, &module.body, op, opts.generic);
    p.print_op(module, &names, op, 0);
    p.out
}

/// One op in the generic form with the names a print of the whole module
/// gives it, without aliases or locations: what MLIR's
/// `Operation::emitError` shows in its `see current operation` note.
pub fn print_op_generic_in_module(ctx: &Context, module: &Module, op: crate::ir::Op) -> String {
    let opts = PrintOptions { generic: true, ..PrintOptions::default() };
    let mut p = Printer::new(ctx, opts);
    let names = names::number_plain(ctx, &module.body, module.top);
    p.print_op(module, &names, op, 0);
    p.out
}

impl Printer<'_> {
    /// The text printed, in order; the last piece is `out`.
    fn into_pieces(self) -> Vec<String> {
        let mut pieces = self.pieces.unwrap_or_default();
        pieces.push(self.out);
        pieces
    }

    fn print_alias_def(&mut self, a: Attr, name: &str) {
        self.out.push('#');
        self.out.push_str(name);
        self.out.push_str(" = ");
        self.print_attr_body(a);
        self.out.push('\n');
    }

    /// The `{-# ... #-}` file metadata as MLIR prints it: every block of
    /// the input merged, `dialect_resources` before `external_resources`,
    /// builtin blobs nothing refers to dropped, and entries longer than
    /// `--mlir-elide-resource-strings-if-larger` left out (MLIR opens the
    /// block before it measures an entry, so a block of only elided entries
    /// prints empty).
    fn print_resources(&mut self, module: &Module) {
        let mut sections: Vec<ResourceGroup> = Vec::new();
        for g in &module.resources {
            let at = match sections.iter().position(|s| s.section == g.section) {
                Some(i) => i,
                None => {
                    sections.push(ResourceGroup { section: g.section.clone(), dialects: Vec::new() });
                    sections.len() - 1
                }
            };
            for (d, entries) in &g.dialects {
                let builtin_blobs = &*g.section == "dialect_resources" && &**d == "builtin";
                let kept = entries.iter().filter(|(k, _)| {
                    !builtin_blobs || self.ctx.lookup_ident(k).is_some_and(|id| self.used_resources.contains(&id))
                });
                let dialects = &mut sections[at].dialects;
                let slot = match dialects.iter().position(|(name, _)| name == d) {
                    Some(i) => i,
                    None => {
                        dialects.push((d.clone(), Vec::new()));
                        dialects.len() - 1
                    }
                };
                dialects[slot].1.extend(kept.cloned());
            }
        }
        sections.sort_by_key(|s| &*s.section != "dialect_resources");
        if !sections.iter().any(|s| s.dialects.iter().any(|(_, e)| !e.is_empty())) {
            return;
        }
        let limit = self.opts.elide_resource_strings_if_larger;
        for s in sections.iter_mut() {
            for (_, entries) in s.dialects.iter_mut() {
                entries.retain(|(_, v)| limit.is_none_or(|l| v.len() as u64 <= l));
            }
            s.dialects.retain(|(_, e)| !e.is_empty());
        }
        sections.retain(|s| !s.dialects.is_empty());
        self.out.push_str("\n{-#\n");
        if sections.is_empty() {
            self.out.push('\n');
        }
        let n = sections.len();
        for (i, g) in sections.iter().enumerate() {
            self.out.push_str("  ");
            self.out.push_str(&g.section);
            self.out.push_str(": {\n");
            let nd = g.dialects.len();
            for (j, (d, entries)) in g.dialects.iter().enumerate() {
                self.out.push_str("    ");
                self.out.push_str(d);
                self.out.push_str(": {\n");
                let ne = entries.len();
                for (k, (key, value)) in entries.iter().enumerate() {
                    self.out.push_str("      ");
                    self.out.push_str(key);
                    self.out.push_str(": ");
                    self.out.push_str(value);
                    if k + 1 < ne {
                        self.out.push(',');
                    }
                    self.out.push('\n');
                }
                self.out.push_str("    }");
                if j + 1 < nd {
                    self.out.push(',');
                }
                self.out.push('\n');
            }
            self.out.push_str("  }");
            if i + 1 < n {
                self.out.push(',');
            }
            self.out.push('\n');
        }
        self.out.push_str("#-}\n");
    }
}

