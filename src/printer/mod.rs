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
mod function;
mod generic;
mod op_helpers;
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
    let mut p = Printer::new(ctx, opts.clone());
    // The text printed is about as long as the text parsed: reserve that
    // (pages never written are never touched) instead of regrowing a few
    // megabytes by doubling.
    let span = module.body.op(module.top).span;
    p.out.reserve((1 << 16) + span.end.saturating_sub(span.start) as usize * 5 / 4);
    let aliases = aliases::collect(ctx, module, opts);
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
    p.out.push('\n');
    for (a, name) in aliases.ordered.iter().filter(|(a, _)| aliases.deferred.contains(a)) {
        p.print_alias_def(*a, name);
    }
    p.print_resources(module);
    crate::timeline::mark("printed");
    p.out
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

impl Printer<'_> {
    fn print_alias_def(&mut self, a: Attr, name: &str) {
        self.out.push('#');
        self.out.push_str(name);
        self.out.push_str(" = ");
        self.print_attr_body(a);
        self.out.push('\n');
    }

    fn print_resources(&mut self, module: &Module) {
        // Builtin blobs nothing refers to are dropped, as MLIR drops them.
        let groups: Vec<ResourceGroup> = module
            .resources
            .iter()
            .map(|g| {
                let mut g = g.clone();
                if &*g.section == "dialect_resources" {
                    for (d, entries) in g.dialects.iter_mut() {
                        if &**d == "builtin" {
                            entries.retain(|(k, _)| {
                                self.ctx.lookup_ident(k).is_some_and(|id| self.used_resources.contains(&id))
                            });
                        }
                    }
                    g.dialects.retain(|(_, entries)| !entries.is_empty());
                }
                g
            })
            .filter(|g| !g.dialects.is_empty())
            .collect();
        if groups.is_empty() {
            return;
        }
        self.out.push_str("\n{-#\n");
        let n = groups.len();
        for (i, g) in groups.iter().enumerate() {
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

