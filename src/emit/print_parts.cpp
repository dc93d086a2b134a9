// A module's textual IR printed in parts, each part on its own thread, the
// parts joined making the text `Module::print` makes (used by
// `src/emit/print_parts.rs`, which says why and when).
//
// `Module::print` is the module's head (identification, named types,
// globals), each function as `AssemblyWriter::printFunction` prints it,
// and a tail (attribute groups, named metadata, metadata nodes). Slot
// numbers are module-wide: metadata nodes and attribute groups are numbered
// as the functions are processed in order. A part keeps a slot tracker of
// its own, brought to the state `Module::print` would have reached by
// processing (not printing) the functions before it; a function printed
// through `Value::print` with that tracker is then the text the module
// printer writes for it. Only the C++ API reaches these pieces, hence this
// file. Modules this does not cover (module asm, aliases, ifuncs, comdats,
// numbered struct types, debug info) are not split: `llmir_print_eligible`
// or the head's printer says so and the caller prints them whole.

#include <llvm-c/Types.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/IR/Attributes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ModuleSlotTracker.h>
#include <llvm/IR/TypeFinder.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace llvm;

namespace {

// A buffered stream into a string. (`raw_string_ostream` is unbuffered, and
// the column-tracking stream the printer wraps around it would then scan
// and forward every small write on its own.)
class StringStream : public raw_ostream {
  std::string &Out;
  void write_impl(const char *Ptr, size_t Size) override { Out.append(Ptr, Size); }
  uint64_t current_pos() const override { return Out.size(); }

public:
  explicit StringStream(std::string &Out) : Out(Out) { SetBufferSize(1 << 16); }
  ~StringStream() override { flush(); }
};

const Module *unwrapModule(LLVMModuleRef M) { return reinterpret_cast<const Module *>(M); }

// Brings `MST` to the state it has once `F` was printed: incorporating a
// function only marks it; asking for a local slot processes it (its
// metadata and call-site attribute groups are numbered then).
void processFunction(ModuleSlotTracker &MST, const Function &F) {
  MST.incorporateFunction(F);
  MST.getLocalSlot(&F);
}

// The attribute groups in `SlotTracker`'s order: each global variable's,
// each function's own, then the call sites' function attributes, function
// by function.
std::vector<AttributeSet> attributeGroups(const Module &M) {
  std::vector<AttributeSet> Groups;
  DenseMap<AttributeSet, unsigned> Seen;
  auto Add = [&](AttributeSet S) {
    if (S.hasAttributes() && Seen.insert({S, unsigned(Groups.size())}).second)
      Groups.push_back(S);
  };
  for (const GlobalVariable &GV : M.globals())
    Add(GV.getAttributes());
  for (const Function &F : M)
    Add(F.getAttributes().getFnAttrs());
  for (const Function &F : M)
    for (const BasicBlock &BB : F)
      for (const Instruction &I : BB)
        if (const auto *Call = dyn_cast<CallBase>(&I))
          Add(Call->getAttributes().getFnAttrs());
  return Groups;
}

// The head, or false when the module has numbered (unnamed) struct types,
// which the parts do not number.
bool printHead(const Module &M, ModuleSlotTracker &MST, raw_ostream &OS) {
  TypeFinder Types;
  Types.run(M, false);
  for (StructType *T : Types)
    if (!T->isLiteral() && T->getName().empty())
      return false;
  const std::string &Id = M.getModuleIdentifier();
  if (!Id.empty() && Id.find('\n') == std::string::npos)
    OS << "; ModuleID = '" << Id << "'\n";
  if (!M.getSourceFileName().empty()) {
    OS << "source_filename = \"";
    printEscapedString(M.getSourceFileName(), OS);
    OS << "\"\n";
  }
  const std::string &DL = M.getDataLayoutStr();
  if (!DL.empty())
    OS << "target datalayout = \"" << DL << "\"\n";
  if (!M.getTargetTriple().empty())
    OS << "target triple = \"" << M.getTargetTriple() << "\"\n";
  bool First = true;
  for (StructType *T : Types) {
    if (T->isLiteral())
      continue;
    if (First)
      OS << '\n';
    First = false;
    T->print(OS);
    OS << '\n';
  }
  if (!M.global_empty())
    OS << '\n';
  for (const GlobalVariable &GV : M.globals()) {
    static_cast<const Value &>(GV).print(OS, MST);
    OS << '\n';
  }
  return true;
}

void printTail(const Module &M, ModuleSlotTracker &MST, raw_ostream &OS) {
  std::vector<AttributeSet> Groups = attributeGroups(M);
  if (!Groups.empty())
    OS << '\n';
  for (unsigned I = 0; I != Groups.size(); ++I)
    OS << "attributes #" << I << " = { " << Groups[I].getAsString(true) << " }\n";
  if (!M.named_metadata_empty())
    OS << '\n';
  for (const NamedMDNode &N : M.named_metadata())
    N.print(OS, MST);
  ModuleSlotTracker::MachineMDNodeListType Nodes;
  MST.collectMDNodes(Nodes, 0, UINT_MAX);
  std::sort(Nodes.begin(), Nodes.end(), [](const auto &A, const auto &B) { return A.first < B.first; });
  if (!Nodes.empty())
    OS << '\n';
  for (const auto &[Slot, N] : Nodes) {
    N->print(OS, MST, &M);
    OS << '\n';
  }
}

} // namespace

#ifdef LLMIR_COLUMN_SCAN
// column_scan.cpp's formatted_raw_ostream must be linked whenever this file
// is, ahead of LLVM's own: a reference from here makes the linker take it.
extern "C" void llmir_column_scan_linked();
[[gnu::used]] static void (*const KeepColumnScan)() = &llmir_column_scan_linked;
#endif

// Whether the module can be printed in parts (numbered struct types are
// found by the head's printer, which then fails).
extern "C" int llmir_print_eligible(LLVMModuleRef Ref) {
  const Module &M = *unwrapModule(Ref);
  if (!M.getModuleInlineAsm().empty() || !M.alias_empty() || !M.ifunc_empty() ||
      M.getNamedMetadata("llvm.dbg.cu") || !M.getComdatSymbolTable().empty())
    return 0;
  for (const GlobalObject &GO : M.global_objects())
    if (GO.hasComdat())
      return 0;
  return 1;
}

// The text of functions `From`..`To` (in module order), preceded by the
// module's head when asked; the module's tail, when asked, separately (it
// follows the functions of the parts after this one). Each in a buffer of
// `malloc`'s (`llmir_print_free`).
extern "C" int llmir_print_part(LLVMModuleRef Ref, unsigned From, unsigned To, int Head, int Tail, char **Data,
                                size_t *Len, char **TailData, size_t *TailLen) {
  const Module &M = *unwrapModule(Ref);
  std::string Text, TailText;
  *Data = *TailData = nullptr;
  *Len = *TailLen = 0;
  {
    StringStream OS(Text);
    // As `Module::print`'s tracker: metadata numbered as functions are
    // processed, not all up front.
    ModuleSlotTracker MST(&M, false);
    if (Head && !printHead(M, MST, OS))
      return 0;
    unsigned I = 0;
    for (const Function &F : M) {
      if (I >= From && I < To) {
        // (`printModule` starts each function on a line of its own.)
        OS << '\n';
        static_cast<const Value &>(F).print(OS, MST);
      }
      else if (I < From || Tail)
        processFunction(MST, F);
      ++I;
    }
    if (Tail) {
      StringStream TailOS(TailText);
      printTail(M, MST, TailOS);
    }
  }
  auto Give = [](const std::string &T, char **D, size_t *L) {
    *L = T.size();
    *D = static_cast<char *>(std::malloc(T.size() + 1));
    if (*D)
      std::memcpy(*D, T.data(), T.size());
    else
      *L = 0;
  };
  Give(Text, Data, Len);
  if (Tail)
    Give(TailText, TailData, TailLen);
  return 1;
}

extern "C" void llmir_print_free(char *Data) { std::free(Data); }
