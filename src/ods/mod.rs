//! Op definitions as data, and the registry that joins them with the
//! dialects' behaviour.
//!
//! * [`opdef`]: what one op is (slots, attributes, traits, format text);
//! * [`format`]: MLIR's declarative assembly-format language, read once
//!   into an element tree that the parser and printer both interpret;
//! * [`attr_canon`]: the canonical form of registered dialect attribute
//!   bodies;
//! * [`dialect`]: a dialect declared as data: its op tables, enums,
//!   property defaults and, per op, its hooks (custom syntax, verifier,
//!   folds, patterns, lowering) grouped by the engine that calls them;
//! * [`registry`]: every registered op with its table entry and hooks,
//!   looked up by name.
//!
//! The engines (parser, printer, verifier, passes, conversion) find an op's
//! behaviour here and never name an op themselves; the dialects fill the
//! tables (`crate::dialects::DIALECTS` is the one list of them).

pub mod attr_canon;
pub mod dialect;
pub mod format;
pub mod opdef;
pub mod registry;

pub use dialect::Dialect;
pub use registry::{
    all_ops, dialect, enum_def, is_registered_dialect, keeps_attrs_verbatim, lookup, lookup_custom, OpInfo,
};
