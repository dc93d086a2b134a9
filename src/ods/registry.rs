//! The registry: every registered op's table entry, its parsed assembly
//! format, its facts and its hooks, by full name; built once, on first use,
//! from the dialects in `crate::dialects::DIALECTS`.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use super::dialect::{AttrModel, Dialect};
use super::format::{self, Elem};
use super::opdef::{EnumDef, OpDef};
use crate::parser::api::OpSyntax;
use crate::conversion::api::OpLowering;
use crate::passes::api::OpRewrite;
use crate::printer::api::OpPrint;
use crate::verify::api::OpVerify;

/// A registered op with everything the engines need.
#[derive(Debug)]
pub struct OpInfo {
    pub def: &'static OpDef,
    /// The dialect the op belongs to.
    pub dialect: &'static Dialect,
    /// The parsed assembly format; `None` for hand-written forms and
    /// generic-only ops.
    pub format: Option<Vec<Elem>>,
    /// `DefaultValuedAttr` properties: (name, default in MLIR's spelling).
    pub defaults: Vec<(&'static str, &'static str)>,
    /// Properties a custom-form parse always sets, default or not.
    pub always_set: Vec<(&'static str, &'static str)>,
    /// Attributes the format shows itself, which `attr-dict` leaves out.
    pub shown_attrs: Vec<&'static str>,
    /// Required inherent attributes beyond the table's.
    pub required: &'static [&'static str],
    /// Hand-written syntax (parsing, inference), if any.
    pub syntax: Option<&'static OpSyntax>,
    /// Hand-written printing, if any.
    pub print: Option<&'static OpPrint>,
    /// The op's own verification, if any.
    pub verify: Option<&'static OpVerify>,
    /// Folds, patterns, effects and interfaces, if any.
    pub rewrite: Option<&'static OpRewrite>,
    /// Its lowering into the LLVM dialect, if any.
    pub lower: Option<&'static OpLowering>,
}

impl std::fmt::Debug for Dialect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Dialect({})", self.name)
    }
}

struct Registry {
    ops: FxHashMap<&'static str, Entry>,
    enums: FxHashMap<&'static str, &'static EnumDef>,
    dialects: FxHashMap<&'static str, &'static Dialect>,
}

/// An op's place in the tables; its [`OpInfo`] is made the first time the
/// op is looked up. A run meets a few dozen of the thousand-odd registered
/// ops, and making an entry parses the op's assembly format and searches
/// its dialect's hook lists: done for every op up front, that was a
/// millisecond of every start.
struct Entry {
    def: &'static OpDef,
    dialect: &'static Dialect,
    info: OnceLock<OpInfo>,
}

impl Entry {
    fn info(&self) -> &OpInfo {
        self.info.get_or_init(|| op_info(self.def, self.dialect))
    }
}

fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| build(crate::dialects::DIALECTS))
}

fn build(dialects: &'static [&'static Dialect]) -> Registry {
    let mut ops = FxHashMap::default();
    let mut enums = FxHashMap::default();
    let mut by_name = FxHashMap::default();
    for &dialect in dialects {
        by_name.insert(dialect.name, dialect);
        for e in dialect.enums {
            enums.insert(e.name, e);
        }
        for def in dialect.tables.iter().flat_map(|t| t.iter()) {
            ops.insert(def.name, Entry { def, dialect, info: OnceLock::new() });
        }
    }
    Registry { ops, enums, dialects: by_name }
}

/// Everything the engines need of one op of `dialect`.
fn op_info(def: &'static OpDef, dialect: &'static Dialect) -> OpInfo {
    // A format that does not read is a bug in the tables, caught by a unit
    // test; the op then falls back to the generic form.
    let format = def.format.and_then(|f| format::parse_format(def, f).ok());
    let pick = |rows: &'static [(&'static str, &'static str, &'static str)]| {
        rows.iter().filter(|d| d.0 == def.name).map(|d| (d.1, d.2)).collect::<Vec<_>>()
    };
    let shown_attrs = format.as_deref().map(|f| format::shown_attrs(f, def)).unwrap_or_default();
    let required = dialect.required.iter().flat_map(|l| l.iter()).find(|r| r.0 == def.name).map_or(&[][..], |r| r.1);
    OpInfo {
        def,
        dialect,
        format,
        defaults: pick(dialect.defaults),
        always_set: pick(dialect.always_set),
        shown_attrs,
        required,
        syntax: dialect.syntax.ops.iter().find(|h| h.op == def.name),
        print: dialect.print.ops.iter().find(|h| h.op == def.name),
        verify: dialect.verify.ops.iter().find(|h| h.op == def.name),
        rewrite: dialect.rewrite.ops.iter().find(|h| h.op == def.name),
        lower: dialect.lower.ops.iter().find(|h| h.op == def.name),
    }
}

/// Hook rows that name no op of their dialect's tables, and ops with two
/// rows of one kind: mistakes in the dialects' tables (read by the tests).
#[cfg(test)]
fn orphans() -> Vec<String> {
    let reg = registry();
    let mut orphans = Vec::new();
    for &dialect in crate::dialects::DIALECTS {
        let rows = dialect.syntax.ops.iter().map(|h| ("syntax", h.op))
            .chain(dialect.print.ops.iter().map(|h| ("print", h.op)))
            .chain(dialect.verify.ops.iter().map(|h| ("verify", h.op)))
            .chain(dialect.rewrite.ops.iter().map(|h| ("rewrite", h.op)))
            .chain(dialect.lower.ops.iter().map(|h| ("lower", h.op)))
            .chain(dialect.defaults.iter().map(|d| ("defaults", d.0)))
            .chain(dialect.always_set.iter().map(|d| ("always_set", d.0)))
            .chain(dialect.required.iter().flat_map(|l| l.iter()).map(|d| ("required", d.0)));
        let mut seen = rustc_hash::FxHashSet::default();
        for (kind, op) in rows {
            let theirs = reg.ops.get(op).is_some_and(|e| std::ptr::eq(e.dialect, dialect));
            if !theirs {
                orphans.push(format!("{} {kind} row names '{op}', which is not one of its ops", dialect.name));
            }
            if matches!(kind, "syntax" | "print" | "verify" | "rewrite" | "lower") && !seen.insert((kind, op)) {
                orphans.push(format!("{} has two {kind} rows for '{op}'", dialect.name));
            }
        }
    }
    orphans
}

/// Every registered op's table entry.
pub fn all_ops() -> impl Iterator<Item = &'static OpDef> {
    crate::dialects::DIALECTS.iter().flat_map(|d| d.tables.iter()).flat_map(|t| t.iter())
}

/// The registered op of this full name (`llvm.add`, `func.func`).
pub fn lookup(name: &str) -> Option<&'static OpInfo> {
    registry().ops.get(name).map(Entry::info)
}

/// The op a custom form's leading keyword names: a full name, an alias a
/// dialect declares for an old spelling, or the op of a dialect whose ops
/// may be written bare (`module`, `return`).
pub fn lookup_custom(name: &str) -> Option<&'static OpInfo> {
    if let Some(i) = lookup(name) {
        return Some(i);
    }
    let reg = registry();
    if let Some((namespace, _)) = name.split_once('.') {
        let d = reg.dialects.get(namespace)?;
        return d.syntax.op_aliases.iter().find(|a| a.0 == name).and_then(|a| lookup(a.1));
    }
    crate::dialects::DIALECTS
        .iter()
        .filter(|d| d.bare_op_names)
        .find_map(|d| reg.ops.get(format!("{}.{name}", d.name).as_str()))
        .map(Entry::info)
}

/// The op a custom form's name `name` stands for where the default dialect
/// is `default_dialect` (MLIR's `parseCustomOperation`): a name without a
/// dialect prefix is an op of the default dialect, if any.
pub fn lookup_in(name: &str, default_dialect: &str) -> Option<&'static OpInfo> {
    if name.contains('.') {
        return lookup_custom(name);
    }
    if default_dialect.is_empty() {
        return None;
    }
    lookup(&format!("{default_dialect}.{name}"))
}

/// The default dialect an op's custom form sets for the ops in its
/// regions (MLIR's `OpAsmOpInterface::getDefaultDialect`; none for most).
pub fn default_dialect_of(info: &OpInfo) -> &'static str {
    info.print.and_then(|p| p.default_dialect).unwrap_or("")
}

/// An enum of a registered dialect by name (`AtomicOrdering`).
pub fn enum_def(name: &str) -> Option<&'static EnumDef> {
    registry().enums.get(name).copied()
}

/// Every registered dialect, in registration order.
pub fn dialects() -> &'static [&'static Dialect] {
    crate::dialects::DIALECTS
}

/// The registered dialect of this namespace.
pub fn dialect(name: &str) -> Option<&'static Dialect> {
    registry().dialects.get(name).copied()
}

/// Dialects whose attributes and types llmir models; anything else is
/// unregistered and needs `--allow-unregistered-dialect`.
pub fn is_registered_dialect(name: &str) -> bool {
    dialect(name).is_some_and(|d| d.attrs == AttrModel::Modeled)
}

/// Dialects with ops llmir models but whose attributes it keeps as text
/// (`#omp<schedulekind static>`): known to mlir-opt, so they need no
/// `--allow-unregistered-dialect`.
pub fn keeps_attrs_verbatim(name: &str) -> bool {
    dialect(name).is_some_and(|d| d.attrs == AttrModel::Verbatim)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_reads() {
        let mut bad = Vec::new();
        for def in all_ops() {
            if let Some(f) = def.format {
                if let Err(e) = format::parse_format(def, f) {
                    bad.push(e);
                }
            }
        }
        assert!(bad.is_empty(), "{bad:#?}");
    }

    /// Every hook row names an op of its own dialect's tables, once.
    #[test]
    fn every_hook_names_a_registered_op() {
        let orphans = orphans();
        assert!(orphans.is_empty(), "{orphans:#?}");
    }

    /// Entries are made on first lookup: each op's is its own, with its
    /// rows, whichever thread asks first.
    #[test]
    fn every_op_looks_up_to_its_own_entry() {
        let ops: Vec<&'static OpDef> = all_ops().collect();
        let from_threads: Vec<Vec<usize>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..2)
                .map(|_| {
                    scope.spawn(|| ops.iter().map(|d| lookup(d.name).expect("registered") as *const OpInfo as usize).collect())
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("no panic")).collect()
        });
        assert_eq!(from_threads[0], from_threads[1], "one entry per op");
        for def in &ops {
            let info = lookup(def.name).expect("registered");
            assert!(std::ptr::eq(info.def, *def), "{}", def.name);
            assert!(def.name.starts_with(&format!("{}.", info.dialect.name)), "{}", def.name);
            if let Some(print) = info.print {
                assert_eq!(print.op, def.name);
            }
        }
    }

    #[test]
    fn op_names_are_unique_and_namespaced() {
        let mut seen = rustc_hash::FxHashSet::default();
        for d in crate::dialects::DIALECTS {
            for def in d.tables.iter().flat_map(|t| t.iter()) {
                assert!(seen.insert(def.name), "{} is in two tables", def.name);
                assert!(def.name.starts_with(&format!("{}.", d.name)), "{} is in {}'s tables", def.name, d.name);
            }
        }
    }
}
