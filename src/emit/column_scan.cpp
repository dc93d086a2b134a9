// llmir's definitions of `llvm::formatted_raw_ostream`'s out-of-line members,
// linked in place of LLVM's own (FormattedStream.cpp) when LLVM is linked
// statically (see build.rs).
//
// Why: LLVM's IR printer writes through a formatted_raw_ostream, which
// tracks the column of every byte written so that `; preds = ...` comments
// can be padded to column 50. LLVM's tracker decodes each byte as UTF-8 and
// asks the Unicode tables for its width, two calls per byte: on lua.mlir
// that was 6 % of `llmir-translate --mlir-to-llvmir`'s whole CPU time, more
// than printing the instructions themselves. The IR printer escapes every
// byte that is not printable ASCII, so its output is ASCII; here a chunk of
// ASCII is measured at once (newlines counted, the column taken from the
// text after the last line break), and anything else is measured code point
// by code point as LLVM does, with LLVM's own UTF-8 and width functions.
// The positions computed are the same for every input: the object code
// printer (MCAsmStreamer) pads its comments with the same class.
//
// The vtable and type information of the class are emitted here, as
// `write_impl` is its key function. If LLVM's FormattedStream.o were linked
// as well, the link fails on duplicate symbols rather than picking one.

#include <llvm/Support/ConvertUTF.h>
#include <llvm/Support/Debug.h>
#include <llvm/Support/FormattedStream.h>
#include <llvm/Support/Unicode.h>

#include <algorithm>
#include <cstring>

using namespace llvm;

// Referenced from print_parts.cpp, so that the linker takes this object
// whenever it takes that one, before it reaches LLVM's libraries.
extern "C" void llmir_column_scan_linked() {}

namespace {

// The column after one UTF-8 code point (or one stray byte), and the line
// count, as LLVM's formatted_raw_ostream defines them: printable characters
// add their display width, a newline counts a line and returns to column 0,
// a carriage return returns to column 0, a tab advances to the next multiple
// of 8; anything else that is not printable leaves the column alone.
void measureCodePoint(std::pair<unsigned, unsigned> &Position, StringRef CodePoint) {
  unsigned &Column = Position.first;
  int Width = sys::unicode::columnWidthUTF8(CodePoint);
  if (Width != sys::unicode::ErrorNonPrintableCharacter)
    Column += Width;
  if (CodePoint.size() != 1)
    return;
  switch (CodePoint[0]) {
  case '\n':
    Position.second += 1;
    Column = 0;
    break;
  case '\r':
    Column = 0;
    break;
  case '\t':
    Column += (8 - (Column & 7)) & 7;
    break;
  default:
    break;
  }
}

bool isAscii(const char *Ptr, size_t Size) {
  unsigned char Any = 0;
  for (size_t I = 0; I < Size; ++I)
    Any |= static_cast<unsigned char>(Ptr[I]);
  return Any < 0x80;
}

// `measureCodePoint` over a chunk of ASCII text, without per-byte calls: the lines
// are its newlines; the column restarts after its last line break and
// counts what follows.
void advanceAscii(std::pair<unsigned, unsigned> &Position, const char *Ptr, size_t Size) {
  const char *End = Ptr + Size;
  const char *Rest = Ptr;
  for (const char *P = Ptr; P < End; ++P) {
    if (*P == '\n') {
      Position.second += 1;
      Rest = P + 1;
    } else if (*P == '\r') {
      Rest = P + 1;
    }
  }
  unsigned Column = Rest == Ptr ? Position.first : 0;
  for (const char *P = Rest; P < End; ++P) {
    unsigned char C = static_cast<unsigned char>(*P);
    if (C >= 32 && C <= 126)
      Column += 1;
    else if (C == '\t')
      Column += (8 - (Column & 7)) & 7;
  }
  Position.first = Column;
}

} // namespace

void formatted_raw_ostream::UpdatePosition(const char *Ptr, size_t Size) {
  // A code point split by the previous flush: complete it first.
  if (!PartialUTF8Char.empty()) {
    size_t Missing = getNumBytesForUTF8(PartialUTF8Char[0]) - PartialUTF8Char.size();
    if (Size < Missing) {
      PartialUTF8Char.append(StringRef(Ptr, Size));
      return;
    }
    PartialUTF8Char.append(StringRef(Ptr, Missing));
    measureCodePoint(Position, PartialUTF8Char);
    PartialUTF8Char.clear();
    Ptr += Missing;
    Size -= Missing;
  }
  if (isAscii(Ptr, Size)) {
    advanceAscii(Position, Ptr, Size);
    return;
  }
  const char *End = Ptr + Size;
  while (Ptr < End) {
    unsigned Length = getNumBytesForUTF8(*Ptr);
    if (static_cast<size_t>(End - Ptr) < Length) {
      // Kept until the next chunk brings the rest.
      PartialUTF8Char = StringRef(Ptr, End - Ptr);
      return;
    }
    measureCodePoint(Position, StringRef(Ptr, Length));
    Ptr += Length;
  }
}

void formatted_raw_ostream::ComputePosition(const char *Ptr, size_t Size) {
  if (DisableScan)
    return;
  // Bytes up to `Scanned` in this buffer were measured by an earlier call.
  if (Ptr <= Scanned && Scanned <= Ptr + Size)
    UpdatePosition(Scanned, Size - (Scanned - Ptr));
  else
    UpdatePosition(Ptr, Size);
  Scanned = Ptr + Size;
}

formatted_raw_ostream &formatted_raw_ostream::PadToColumn(unsigned NewCol) {
  ComputePosition(getBufferStart(), GetNumBytesInBuffer());
  indent(std::max(int(NewCol - getColumn()), 1));
  return *this;
}

void formatted_raw_ostream::write_impl(const char *Ptr, size_t Size) {
  ComputePosition(Ptr, Size);
  TheStream->write(Ptr, Size);
  // The buffer is about to be reused: nothing in it was measured.
  Scanned = nullptr;
}

formatted_raw_ostream &llvm::fouts() {
  static formatted_raw_ostream Stream(outs());
  return Stream;
}

formatted_raw_ostream &llvm::ferrs() {
  static formatted_raw_ostream Stream(errs());
  return Stream;
}

formatted_raw_ostream &llvm::fdbgs() {
  static formatted_raw_ostream Stream(dbgs());
  return Stream;
}
