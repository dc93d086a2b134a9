//! The OpenMP dialect ops the LLVM dialect's tests use (`omp.wsloop` around `omp.loop_nest`); its attributes are kept as text, as MLIR keeps `#omp<...>`.

pub mod ops;
mod verify;
mod parse;
mod print;

use crate::ods::dialect::{AttrModel, Dialect};

/// The omp dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "omp",
    attrs: AttrModel::Verbatim,
    // Read off mlir-opt-19: every other mnemonic is an unknown attribute.
    attr_mnemonics: Some(&["cancellationconstructtype", "capture_clause", "clause_depend", "clause_requires", "clause_task_depend", "data_sharing_type", "declaretarget", "device_type", "flags", "grainsizetype", "memoryorderkind", "numtaskstype", "order_mod", "orderkind", "procbindkind", "sched_mod", "schedulekind", "variable_capture_kind", "version"]),
    bare_op_names: false,
    tables: &[ops::OPS],
    verify: verify::VERIFY,
    syntax: parse::SYNTAX,
    print: print::PRINT,
    unmodeled_ops: Some(&["omp.atomic.capture", "omp.atomic.read", "omp.atomic.update", "omp.atomic.write", "omp.cancel", "omp.cancellation_point", "omp.critical", "omp.critical.declare", "omp.declare_reduction", "omp.distribute", "omp.flush", "omp.map.bounds", "omp.map.info", "omp.masked", "omp.master", "omp.ordered", "omp.ordered.region", "omp.parallel", "omp.private", "omp.section", "omp.sections", "omp.simd", "omp.single", "omp.target", "omp.target_data", "omp.target_enter_data", "omp.target_exit_data", "omp.target_update", "omp.task", "omp.taskgroup", "omp.taskloop", "omp.taskwait", "omp.taskyield", "omp.teams", "omp.threadprivate"]),
    ..Dialect::EMPTY
};
