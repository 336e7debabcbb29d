//===- DeviceLogFormat.cpp - Decoding the device printf/assert log --------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/DeviceLogFormat.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fmt/format.h>

namespace metalify {
namespace {

/// One parsed conversion specification, e.g. "%-08.3lf".
struct Conversion {
  std::string Flags;
  std::string Width;     ///< digits, "*" or empty
  std::string Precision; ///< ".digits", ".*" or empty
  std::string Length;    ///< hh, h, l, ll, j, z, t, L or empty
  char Specifier = 0;
};

bool isFlag(char C) { return std::strchr("-+ #0", C) && C; }
bool isDigit(char C) { return C >= '0' && C <= '9'; }

/// Parses the conversion after the '%' at \p At; leaves \p At after it.
/// False when the text ends inside it.
bool parseConversion(std::string_view F, size_t &At, Conversion &C) {
  while (At < F.size() && isFlag(F[At]))
    C.Flags += F[At++];
  if (At < F.size() && F[At] == '*')
    C.Width = F[At++];
  while (At < F.size() && isDigit(F[At]))
    C.Width += F[At++];
  if (At < F.size() && F[At] == '.') {
    C.Precision = F[At++];
    if (At < F.size() && F[At] == '*')
      C.Precision += F[At++];
    while (At < F.size() && isDigit(F[At]))
      C.Precision += F[At++];
  }
  while (At < F.size() && std::strchr("hljztL", F[At]) && F[At])
    C.Length += F[At++];
  if (At >= F.size())
    return false;
  C.Specifier = F[At++];
  return true;
}

/// Formats one value with a printf spec (the C library does the work).
template <typename T> std::string cFormat(const std::string &Spec, T Value) {
  int N = std::snprintf(nullptr, 0, Spec.c_str(), Value);
  if (N <= 0)
    return "";
  std::string Out(size_t(N) + 1, '\0');
  std::snprintf(Out.data(), Out.size(), Spec.c_str(), Value);
  Out.resize(size_t(N));
  return Out;
}

/// The value as the signed integer the length modifier names.
long long asSigned(const DeviceLogValue &V, const std::string &Length) {
  int64_t X = V.Signed;
  if (Length == "hh")
    return static_cast<signed char>(X);
  if (Length == "h")
    return static_cast<short>(X);
  if (Length.empty())
    return static_cast<int>(X);
  return X;
}

/// The value as the unsigned integer the length modifier names.
unsigned long long asUnsigned(const DeviceLogValue &V,
                              const std::string &Length) {
  uint64_t X = V.Unsigned;
  if (Length == "hh")
    return static_cast<unsigned char>(X);
  if (Length == "h")
    return static_cast<unsigned short>(X);
  if (Length.empty())
    return static_cast<unsigned>(X);
  return X;
}

/// Formats one conversion whose '*' fields are already resolved.
std::string formatOne(const Conversion &C, const std::string &Head,
                      const DeviceLogValue *Arg) {
  if (!Arg)
    return "";
  switch (C.Specifier) {
  case 'd':
  case 'i':
    return cFormat(Head + "ll" + C.Specifier, asSigned(*Arg, C.Length));
  case 'u':
  case 'o':
  case 'x':
  case 'X':
    return cFormat(Head + "ll" + C.Specifier, asUnsigned(*Arg, C.Length));
  case 'c':
    return cFormat(Head + "c", static_cast<int>(Arg->Signed));
  case 's':
    return cFormat(Head + "s", Arg->Tag == DeviceLogTag::String
                                   ? Arg->Text.c_str()
                                   : "(null)");
  case 'p':
    return cFormat(Head + "p", reinterpret_cast<void *>(
                                   static_cast<uintptr_t>(Arg->Unsigned)));
  case 'f':
  case 'F':
  case 'e':
  case 'E':
  case 'g':
  case 'G':
  case 'a':
  case 'A':
    return cFormat(Head + C.Specifier, Arg->Real);
  default:
    return "";
  }
}

} // namespace

std::string formatDevicePrintf(std::string_view F,
                               const std::vector<DeviceLogValue> &Args) {
  std::string Out;
  size_t Next = 0;
  auto take = [&]() -> const DeviceLogValue * {
    return Next < Args.size() ? &Args[Next++] : nullptr;
  };
  for (size_t At = 0; At < F.size();) {
    if (F[At] != '%') {
      Out += F[At++];
      continue;
    }
    size_t Start = At++;
    if (At < F.size() && F[At] == '%') {
      Out += '%';
      ++At;
      continue;
    }
    Conversion C;
    if (!parseConversion(F, At, C)) {
      Out += F.substr(Start);
      break;
    }
    std::string Head = "%" + C.Flags;
    if (C.Width == "*") {
      const DeviceLogValue *W = take();
      Head += std::to_string(W ? int(W->Signed) : 0);
    } else {
      Head += C.Width;
    }
    if (C.Precision == ".*") {
      const DeviceLogValue *P = take();
      Head += "." + std::to_string(P ? int(P->Signed) : 0);
    } else {
      Head += C.Precision;
    }
    if (C.Specifier == 'n') // CUDA does not support %n either
      continue;
    Out += formatOne(C, Head, take());
  }
  return Out;
}

namespace {

/// Reads the record stream of one ring.
class RecordReader {
public:
  RecordReader(const unsigned char *Data, size_t Size)
      : Data(Data), Size(Size) {}

  bool word(uint32_t &W) {
    if (At + 4 > Size)
      return false;
    std::memcpy(&W, Data + At, 4);
    At += 4;
    return true;
  }

  bool value(DeviceLogValue &V) {
    uint32_t Tag, Lo, Hi = 0;
    if (!word(Tag) || !word(Lo))
      return false;
    V = DeviceLogValue();
    V.Tag = DeviceLogTag(Tag);
    switch (V.Tag) {
    case DeviceLogTag::Int:
      setInteger(V, int32_t(Lo), Lo);
      return true;
    case DeviceLogTag::UInt:
      setInteger(V, Lo, Lo);
      return true;
    case DeviceLogTag::Long:
    case DeviceLogTag::ULong: {
      if (!word(Hi))
        return false;
      uint64_t U = uint64_t(Hi) << 32 | Lo;
      setInteger(V, int64_t(U), U);
      if (V.Tag == DeviceLogTag::ULong)
        V.Real = double(U);
      return true;
    }
    case DeviceLogTag::Float: {
      float F;
      std::memcpy(&F, &Lo, 4);
      V.Real = F;
      V.Signed = int64_t(F);
      V.Unsigned = uint64_t(V.Signed);
      return true;
    }
    case DeviceLogTag::String: {
      size_t Padded = (size_t(Lo) + 3) / 4 * 4;
      if (Padded > Size - At)
        return false;
      V.Text.assign(reinterpret_cast<const char *>(Data + At), Lo);
      At += Padded;
      return true;
    }
    }
    return false;
  }

  size_t At = 0;

private:
  static void setInteger(DeviceLogValue &V, int64_t S, uint64_t U) {
    V.Signed = S;
    V.Unsigned = U;
    V.Real = double(S);
  }

  const unsigned char *Data;
  size_t Size;
};

/// CUDA's assert message, from the values file, line, function, block
/// x/y/z, thread x/y/z, expression.
std::string formatAssert(const std::vector<DeviceLogValue> &V) {
  if (V.size() != 10)
    return "[shim] device assert: malformed record\n";
  return fmt::format("{}:{}: {}: block: [{},{},{}], thread: [{},{},{}] "
                     "Assertion `{}` failed.\n",
                     V[0].Text, V[1].Unsigned, V[2].Text, V[3].Unsigned,
                     V[4].Unsigned, V[5].Unsigned, V[6].Unsigned, V[7].Unsigned,
                     V[8].Unsigned, V[9].Text);
}

/// Decodes the record at \p R's position into \p Text; false when malformed.
bool decodeRecord(RecordReader R, size_t End, DeviceLogText &Text) {
  uint32_t Kind;
  if (!R.word(Kind))
    return false;
  std::vector<DeviceLogValue> Values;
  while (R.At < End) {
    DeviceLogValue V;
    if (!R.value(V) || R.At > End)
      return false;
    Values.push_back(std::move(V));
  }
  if (DeviceLogRecord(Kind) == DeviceLogRecord::Assert) {
    Text.Err += formatAssert(Values);
    return true;
  }
  if (DeviceLogRecord(Kind) != DeviceLogRecord::Printf || Values.empty() ||
      Values[0].Tag != DeviceLogTag::String)
    return false;
  std::string Format = std::move(Values[0].Text);
  Values.erase(Values.begin());
  Text.Out += formatDevicePrintf(Format, Values);
  return true;
}

} // namespace

DeviceLogText decodeDeviceLog(const void *Ring, size_t RingBytes) {
  DeviceLogText Text;
  if (RingBytes < sizeof(DeviceLogHeader))
    return Text;
  DeviceLogHeader H;
  std::memcpy(&H, Ring, sizeof(H));
  Text.Fault = H.Fault > uint32_t(DeviceFault::Trap)
                   ? DeviceFault::Trap
                   : DeviceFault(H.Fault);
  const auto *Records =
      static_cast<const unsigned char *>(Ring) + sizeof(DeviceLogHeader);
  size_t Used = std::min<size_t>(
      {H.Head, H.Capacity, RingBytes - sizeof(DeviceLogHeader)});
  RecordReader R(Records, Used);
  while (R.At < Used) {
    size_t Start = R.At;
    uint32_t Bytes;
    if (!R.word(Bytes) || Bytes < 8 || Bytes % 4 || Bytes > Used - Start) {
      Text.Err += fmt::format("[shim] device printf: malformed record at "
                              "byte {} of the log; the rest is skipped\n",
                              Start);
      break;
    }
    if (!decodeRecord(R, Start + Bytes, Text))
      Text.Err += fmt::format("[shim] device printf: malformed record at "
                              "byte {} of the log\n",
                              Start);
    R.At = Start + Bytes;
  }
  if (H.Dropped)
    Text.Err += fmt::format(
        "[shim] device printf: {} record(s) did not fit in the {}-byte log "
        "of the launch and were dropped; raise it with "
        "cudaDeviceSetLimit(cudaLimitPrintfFifoSize, bytes)\n",
        H.Dropped, H.Capacity);
  return Text;
}

} // namespace metalify
