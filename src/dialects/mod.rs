//! Dialect knowledge: which dialects are registered, and the op tables of
//! the registered ones (llvm, func, builtin, arith, cf, omp, nvvm, rocdl), each op with its declarative
//! assembly format read once into a [`format::Elem`] tree.

pub mod attr_canon;
pub mod branch;
pub mod data_layout;
pub mod dlti;
pub mod effects;
pub mod facts;
pub mod fold;
pub mod format;
pub mod opdef;

pub mod arith {
    //! The few arith dialect ops the LLVM dialect's tests use.
    pub mod ops;
}
pub mod cf {
    //! The cf dialect's branches and `cf.assert`.
    pub mod ops;
}
pub mod omp {
    //! The OpenMP dialect ops the LLVM dialect's tests use.
    pub mod ops;
}
pub mod builtin {
    //! The builtin dialect's ops (`builtin.module`, casts).
    pub mod ops;
}
pub mod func {
    //! The func dialect's ops.
    pub mod ops;
}
pub mod llvm {
    //! The LLVM dialect's ops, intrinsics and attribute classes.
    pub mod attrs;
    pub mod ops;
}
pub mod nvvm;
pub mod rocdl;

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

pub use crate::parser::state::is_registered_dialect;
use format::Elem;
use opdef::{EnumDef, OpDef};

/// A registered op with everything the parser and printer need.
#[derive(Debug)]
pub struct OpInfo {
    pub def: &'static OpDef,
    /// The parsed assembly format; `None` for hand-written forms and
    /// generic-only ops.
    pub format: Option<Vec<Elem>>,
    /// `DefaultValuedAttr` properties: (name, default in MLIR's spelling).
    pub defaults: Vec<(&'static str, &'static str)>,
    /// Properties a custom-form parse always sets, default or not.
    pub always_set: Vec<(&'static str, &'static str)>,
    /// Attributes the format shows itself, which `attr-dict` leaves out.
    pub shown_attrs: Vec<&'static str>,
}

struct Registry {
    ops: FxHashMap<&'static str, OpInfo>,
    enums: FxHashMap<&'static str, &'static EnumDef>,
}

fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| {
        let mut ops = FxHashMap::default();
        for def in all_ops() {
            // A format that does not read is a bug in the tables, caught by a
            // unit test; the op then falls back to the generic form.
            let format = def.format.and_then(|f| format::parse_format(def, f).ok());
            let defaults =
                facts::DEFAULTS.iter().filter(|d| d.0 == def.name).map(|d| (d.1, d.2)).collect();
            let always_set =
                facts::ALWAYS_SET.iter().filter(|d| d.0 == def.name).map(|d| (d.1, d.2)).collect();
            let shown_attrs = format.as_deref().map(|f| format::shown_attrs(f, def)).unwrap_or_default();
            ops.insert(def.name, OpInfo { def, format, defaults, always_set, shown_attrs });
        }
        let enums = facts::ENUMS.iter().map(|e| (e.name, e)).collect();
        Registry { ops, enums }
    })
}

/// Every registered op's table entry.
pub fn all_ops() -> impl Iterator<Item = &'static OpDef> {
    llvm::ops::OPS
        .iter()
        .chain(func::ops::OPS)
        .chain(builtin::ops::OPS)
        .chain(arith::ops::OPS)
        .chain(cf::ops::OPS)
        .chain(omp::ops::OPS)
        .chain(nvvm::all_ops())
        .chain(rocdl::all_ops())
}

/// The registered op of this full name (`llvm.add`, `func.func`).
pub fn lookup(name: &str) -> Option<&'static OpInfo> {
    registry().ops.get(name)
}

/// The op a custom form's leading keyword names: a full name, or a builtin
/// or func op written without its dialect (`module`, `return`).
pub fn lookup_custom(name: &str) -> Option<&'static OpInfo> {
    if let Some(i) = lookup(name) {
        return Some(i);
    }
    // The typed-pointer era's null pointer constant is today's zero value,
    // with the same `attr-dict : type($res)` form.
    if name == "llvm.mlir.null" {
        return lookup("llvm.mlir.zero");
    }
    if name.contains('.') {
        return None;
    }
    let reg = registry();
    ["builtin.", "func."].iter().find_map(|d| reg.ops.get(format!("{d}{name}").as_str()))
}

/// An enum of the LLVM dialect by name (`AtomicOrdering`).
pub fn enum_def(name: &str) -> Option<&'static EnumDef> {
    registry().enums.get(name).copied()
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
}
