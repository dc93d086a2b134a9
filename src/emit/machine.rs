//! What the output is made with: the options of an emission and the
//! target machines made from them (one per thread where code is generated
//! on several, `split_codegen`).

use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;

#[derive(Clone, Debug, Default)]
pub struct EmitOptions {
    pub triple: Option<String>,
    pub cpu: Option<String>,
    pub features: Option<String>,
    /// `static`, `pic`, `dynamic-no-pic`, `ropi`, `rwpi`, `ropi-rwpi` or default.
    pub reloc: Option<String>,
    /// 0..=3; `None` is LLVM's default (2, as `llc`).
    pub opt_level: Option<u8>,
    /// The text the module was parsed from: ops without `loc(...)` get
    /// debug locations at their place in it.
    pub source: Option<std::sync::Arc<String>>,
    /// The process ends soon after this output: `target::emit_owned` leaves the
    /// LLVM module and context to the exit instead of freeing them (a large
    /// module's teardown is ~2% of its translation).
    pub leak_llvm: bool,
}

/// What a target machine is made from: the module's triple (or the
/// host's) and the options. Code generation on several threads makes one
/// per thread from it.
pub(crate) struct MachineSpec {
    pub triple: String,
    cpu: String,
    features: String,
    level: OptimizationLevel,
    reloc: RelocMode,
}

impl MachineSpec {
    /// The spec for `llmod` under `opts`; an error names a triple or
    /// relocation model LLVM does not know.
    pub fn new(llmod: &inkwell::module::Module, opts: &EmitOptions) -> Result<Self, String> {
        Self::for_triple(&llmod.get_triple().as_str().to_string_lossy(), opts)
    }

    /// The spec for a module of target `triple` (the host's when empty).
    pub fn for_triple(triple: &str, opts: &EmitOptions) -> Result<Self, String> {
        Target::initialize_all(&InitializationConfig::default());
        let triple = if triple.is_empty() { TargetMachine::get_default_triple() } else { TargetTriple::create(triple) };
        Target::from_triple(&triple).map_err(|e| format!("unknown target triple '{}': {e}", triple))?;
        let level = match opts.opt_level {
            Some(0) => OptimizationLevel::None,
            Some(1) => OptimizationLevel::Less,
            Some(3) => OptimizationLevel::Aggressive,
            _ => OptimizationLevel::Default,
        };
        let reloc = match opts.reloc.as_deref() {
            None | Some("default") => RelocMode::Default,
            Some("static") => RelocMode::Static,
            Some("pic") => RelocMode::PIC,
            Some("dynamic-no-pic") => RelocMode::DynamicNoPic,
            Some(other) => return Err(format!("unknown relocation model '{other}'")),
        };
        Ok(MachineSpec {
            triple: triple.as_str().to_string_lossy().into_owned(),
            cpu: opts.cpu.clone().unwrap_or_default(),
            features: opts.features.clone().unwrap_or_default(),
            level,
            reloc,
        })
    }

    /// A target machine of this spec.
    pub fn create(&self) -> Option<TargetMachine> {
        let triple = TargetTriple::create(&self.triple);
        let target = Target::from_triple(&triple).ok()?;
        target.create_target_machine(&triple, &self.cpu, &self.features, self.level, self.reloc, CodeModel::Default)
    }

    /// Whether the machine's code is the host's own: same architecture,
    /// Linux and ELF (what the host's binutils read).
    pub fn is_host(&self) -> bool {
        let mut parts = self.triple.split('-');
        let arch = parts.next().unwrap_or("");
        let mut rest = parts;
        cfg!(target_os = "linux")
            && arch == std::env::consts::ARCH
            && rest.any(|p| p.starts_with("linux"))
            && !self.triple.contains("x32")
    }
}
