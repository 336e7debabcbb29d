// metalify_f64_math_exp.metal: double-precision math functions on metalify::f64.
//
// CUDA `double` becomes metalify::f64 (software binary64, defined by the f64 core helper).
// These functions are built only from that type's exact operations: + - * /, fma, sqrt,
// rint/floor/trunc, conversions, and integer work on the bit pattern. Each is written from
// the mathematics: argument reduction, then polynomials whose coefficients were fitted with
// mpmath (near-minimax), evaluated with double-double (hi + lo) steps where the final
// rounding must be the only significant error. Worst errors stay within the CUDA
// Programming Guide's bounds for the double versions (exp 1 ulp, pow 2 ulp, erfc 5 ulp, ...).
// Special values follow C99 Annex F.

// Both backends run these: on the CPU, f64's operations are the host's
// double, so the results are the bits Metal computes.
namespace metalify {

// ---- Constants: binary64 bit patterns, computed with mpmath at 90 digits. ----
constant ulong F64M_LN2_HI42 = 0x3FE62E42FEFA3800ul;           // ln 2 rounded to 42 bits, so that e * LN2_HI42 is exact for |e| < 2^11
constant ulong F64M_LN2_LO42 = 0x3D2EF35793C76730ul;           // ln 2 - LN2_HI42
constant ulong F64M_LN2_HI = 0x3FE62E42FEFA39EFul;             // ln 2
constant ulong F64M_LN2_LO = 0x3C7ABC9E3B39803Ful;             // ln 2 - LN2_HI
constant ulong F64M_INV_LN2_64 = 0x40571547652B82FEul;         // 64 / ln 2
constant ulong F64M_LN2_64_HI = 0x3F862E42FEFA39EFul;          // ln 2 / 64
constant ulong F64M_LN2_64_LO = 0x3C1ABC9E3B39803Ful;          // ln 2 / 64 - LN2_64_HI
constant ulong F64M_LN10_HI = 0x40026BB1BBB55516ul;            // ln 10
constant ulong F64M_LN10_LO = 0xBCAF48AD494EA3E9ul;            // ln 10 - LN10_HI
constant ulong F64M_INV_LN2_HI = 0x3FF71547652B82FEul;         // 1 / ln 2
constant ulong F64M_INV_LN2_LO = 0x3C7777D0FFDA0D24ul;         // 1 / ln 2 - INV_LN2_HI
constant ulong F64M_INV_LN10_HI = 0x3FDBCB7B1526E50Eul;        // 1 / ln 10
constant ulong F64M_INV_LN10_LO = 0x3C695355BAAAFAD3ul;        // 1 / ln 10 - INV_LN10_HI
constant ulong F64M_TWO_OVER_SQRTPI_HI = 0x3FF20DD750429B6Dul; // 2 / sqrt(pi)
constant ulong F64M_TWO_OVER_SQRTPI_LO = 0x3C71AE3A914FED80ul; // 2 / sqrt(pi) - hi
constant ulong F64M_PI_HI = 0x400921FB54442D18ul;              // pi
constant ulong F64M_PI_LO = 0x3CA1A62633145C07ul;              // pi - PI_HI
constant ulong F64M_LOG_PI_HI = 0x3FF250D048E7A1BDul;          // ln pi
constant ulong F64M_LOG_PI_LO = 0x3C67ABF2AD8D5088ul;          // ln pi - LOG_PI_HI
constant ulong F64M_HALF_LOG_2PI_HI = 0x3FED67F1C864BEB5ul;    // ln(2 pi) / 2
constant ulong F64M_HALF_LOG_2PI_LO = 0xBC865B5A1B7FF5DFul;    // ln(2 pi) / 2 - hi
constant ulong F64M_LG1_C1_HI = 0xBFE2788CFC6FB619ul;          // lgamma'(1) = -Euler's gamma
constant ulong F64M_LG1_C1_LO = 0x3C56CB90701FBFABul;          // low part
constant ulong F64M_LG2_C1_HI = 0x3FDB0EE6072093CEul;          // lgamma'(2) = 1 - Euler's gamma
constant ulong F64M_LG2_C1_LO = 0x3C56CB90701FBFABul;          // low part
constant ulong F64M_CBRT2_1 = 0x3FF428A2F98D728Bul;            // 2^(1/3)
constant ulong F64M_RCBRT2_1 = 0x3FE965FEA53D6E3Dul;           // 2^(-1/3)
constant ulong F64M_CBRT2_2 = 0x3FF965FEA53D6E3Dul;            // 2^(2/3)
constant ulong F64M_RCBRT2_2 = 0x3FE428A2F98D728Bul;           // 2^(-2/3)

// Polynomial coefficients, constant term first, fitted near-minimax (Lawson) in mpmath
// and rounded to binary64; F64M_P_x is the offset of polynomial x in kF64mPoly, F64M_N_x its length.
enum {
  F64M_P_EXPQ = 0, F64M_N_EXPQ = 4,
  F64M_P_LOGP = 4, F64M_N_LOGP = 6,
  F64M_P_SINHP = 10, F64M_N_SINHP = 6,
  F64M_P_TANHP = 16, F64M_N_TANHP = 9,
  F64M_P_ERFP = 25, F64M_N_ERFP = 12,
  F64M_P_STIRF = 37, F64M_N_STIRF = 7,
  F64M_P_SINPI = 44, F64M_N_SINPI = 8,
  F64M_P_COSPI = 52, F64M_N_COSPI = 8,
  F64M_P_LG1P = 60, F64M_N_LG1P = 14,
  F64M_P_LG2P = 74, F64M_N_LG2P = 14,
  F64M_P_CBRTP = 88, F64M_N_CBRTP = 5,
  F64M_P_RCBRTP = 93, F64M_N_RCBRTP = 6,
  F64M_P_ERFC_0_75_1_25 = 99, F64M_N_ERFC_0_75_1_25 = 13,
  F64M_P_ERFC_1_25_2_0 = 112, F64M_N_ERFC_1_25_2_0 = 14,
  F64M_P_ERFC_2_0_3_0 = 126, F64M_N_ERFC_2_0_3_0 = 15,
  F64M_P_ERFC_3_0_4_5 = 141, F64M_N_ERFC_3_0_4_5 = 14,
  F64M_P_ERFC_4_5_7_0 = 155, F64M_N_ERFC_4_5_7_0 = 13,
  F64M_P_ERFC_7_0_27_5 = 168, F64M_N_ERFC_7_0_27_5 = 13,
};
constant ulong kF64mPoly[181] = {
  // EXPQ: e^r = 1 + r + r^2/2 + r^3 Q(r), |r| <= ln2/128 (weighted error 2^-70.3)
  0x3FC55555555548F0ul, 0x3FA5555555554D91ul, 0x3F8111123B14AC39ul, 0x3F56C16D5DD14BF6ul,
  // LOGP: log1p(r) = r - r^2/2 + r^3 P(r), |r| <= 2^-8 (weighted error 2^-71.4)
  0x3FD5555555555557ul, 0xBFD0000000000002ul, 0x3FC999999989BC32ul, 0xBFC555555541E5ECul,
  0x3FC2493FEA3BF30Dul, 0xBFC0001C0D577349ul,
  // SINHP: sinh(x) = x + x^3 P(x^2), |x| <= 1/2 (weighted error 2^-58.9)
  0x3FC5555555555555ul, 0x3F81111111111157ul, 0x3F2A01A019FFDCFBul, 0x3EC71DE3AA946F0Aul,
  0x3E5AE635A5ED2249ul, 0x3DE62992C983855Bul,
  // TANHP: tanh(x) = x + x^3 P(x^2), |x| <= 1/4 (weighted error 2^-59.6)
  0xBFD5555555555555ul, 0x3FC111111111110Aul, 0xBFABA1BA1BA1A0CAul, 0x3F9664F4881684ABul,
  0xBF8226E34B86B22Bul, 0x3F6D6D37041D22CBul, 0xBF57D9208F82E2EFul, 0x3F433750DC8C72CDul,
  0xBF2BAC23DDA77767ul,
  // ERFP: erf(x) = x (2/sqrt(pi) + x^2 P(x^2)), |x| <= 3/4 (weighted error 2^-56.5)
  0xBFD812746B0379E7ul, 0x3FBCE2F21A042BE1ul, 0xBF9B82CE31288B1Dul, 0x3F7565BCD0E693F0ul,
  0xBF4C02DB3FFD513Aul, 0x3F1F9A326DF12622ul, 0xBEEF4D257D6CEC2Ful, 0x3EBB9E64A976B1AEul,
  0xBE85F6A5090E33F2ul, 0x3E4FBBC320935A78ul, 0xBE148C8E67D62936ul, 0x3DD4033DC5968A01ul,
  // STIRF: lgamma(x) - ((x-1/2) ln x - x + ln(2 pi)/2) = (1/x) F(1/x^2), x >= 10 (weighted error 2^-61.0)
  0x3FB5555555555555ul, 0xBF66C16C16C164DDul, 0x3F4A01A01986A890ul, 0xBF4381372C6C2A08ul,
  0x3F4B943E58FF0345ul, 0xBF5F3023F3ECD81Bul, 0x3F76451624FC0B78ul,
  // SINPI: sin(pi r) = r P(r^2), |r| <= 1/4 (weighted error 2^-54.2)
  0x400921FB54442D18ul, 0xC014ABBCE625BE53ul, 0x400466BC6775AAD9ul, 0xBFE32D2CCE62ABCAul,
  0x3FB50783485C3C79ul, 0xBF7E3074B43EFE25ul, 0x3F3E8EEC857D0936ul, 0xBEF6C58FA69D3E66ul,
  // COSPI: cos(pi r) = 1 + r^2 P(r^2), |r| <= 1/4 (weighted error 2^-55.4)
  0xC013BD3CC9BE45DEul, 0x40103C1F081B5AC4ul, 0xBFF55D3C7E3CBFEFul, 0x3FCE1F5068919CC6ul,
  0xBF9A6D1F29F3E7A9ul, 0x3F5F9D3856CC6080ul, 0xBF1B6DD81FA14480ul, 0x3ED1E2F5B30102EAul,
  // LG1P: lgamma(1+t) = t (-gamma + t P(t)), |t| <= 1/8 (weighted error 2^-55.1)
  0x3FEA51A6625307D3ul, 0xBFD9A4D55BEAB2D7ul, 0x3FD151322AC7D5FCul, 0xBFCA8B9C17AA61F1ul,
  0x3FC5B40CB10D32AAul, 0xBFC2703A1DD2783Bul, 0x3FC010B35C2E2E53ul, 0xBFBC8066F68905B0ul,
  0x3FB9A0303F5ED60Aul, 0xBFB748CFDD132611ul, 0x3FB550CEBE3F70D0ul, 0xBFB3AD1CF59AE275ul,
  0x3FB3413C47FEAF69ul, 0xBFB1EBF060693B1Ful,
  // LG2P: lgamma(2+t) = t (1 - gamma + t P(t)), |t| <= 1/8 (weighted error 2^-54.6)
  0x3FD4A34CC4A60FA6ul, 0xBFB13E001A557607ul, 0x3F951322AC7D8483ul, 0xBF7E404FC218F5F0ul,
  0x3F67ADD6EADB6F24ul, 0xBF538AC5C2BF9B14ul, 0x3F40B36AF855721Cul, 0xBF2D3FD4C71665C8ul,
  0x3F1A127B546EA51Dul, 0xBF078DE6583FE4E9ul, 0x3EF5808212303119ul, 0xBEE3CB32350945A7ul,
  0x3ED295FBE3C9158Eul, 0xBEC166FDA49020EBul,
  // CBRTP: cbrt(m) on [1, 2] (start value only) (weighted error 2^-16.7)
  0x3FE0391A5A6D4767ul, 0x3FE6FB3ECBD19AE2ul, 0xBFD33D54D7EAE4E2ul, 0x3FB60A024709EF7Aul,
  0xBF85B7092F8CD797ul,
  // RCBRTP: m^(-1/3) on [1, 2] (start value only) (weighted error 2^-17.4)
  0x3FFC7EDBF45848ABul, 0xBFF90D21132E91DDul, 0x3FF3E4999F06BCB5ul, 0xBFE31EF8C483F046ul,
  0x3FC3F63095D5346Cul, 0xBF91690760B52D37ul,
  // ERFC_0.75_1.25: erfc(x) e^(x^2) on [0.75, 1.25] as a polynomial in x - 1.0 (weighted error 2^-54.0)
  0x3FDB5D8780F956B2ul, 0xBFD17C4E3F17C040ul, 0x3FC3C27283C32CF6ul, 0xBFB44837F890E13Eul,
  0x3FA33CAD0EF58030ul, 0xBF910FCF1A729A83ul, 0x3F7C8CB95926EA6Bul, 0xBF66AF27D9CF59A2ul,
  0x3F513526697AB027ul, 0xBF3906DE98CDC196ul, 0x3F21848517D9773Aul, 0xBF082C1475BCEAFBul,
  0x3EEF74A580E23911ul,
  // ERFC_1.25_2.0: erfc(x) e^(x^2) on [1.25, 2.0] as a polynomial in x - 1.625 (weighted error 2^-53.3)
  0x3FD3583F6644327Bul, 0xBFC2B11E6959934Aul, 0x3FB0A15AC2ADA881ul, 0xBF9BA018E642867Dul,
  0x3F85A14294943A5Aul, 0xBF7014EAE280BA7Aul, 0x3F56D609E9D65264ul, 0xBF3F1B43D14333B3ul,
  0x3F2465F4F4CE93A3ul, 0xBF09D62708DC6381ul, 0x3EEFAA7E98C182EEul, 0xBED2D924700FDA2Dul,
  0x3EB6ABAAF5021C36ul, 0xBE99675A1E16C177ul,
  // ERFC_2.0_3.0: erfc(x) e^(x^2) on [2.0, 3.0] as a polynomial in x - 2.5 (weighted error 2^-54.7)
  0x3FCAFBB3F3B7343Bul, 0xBFB3086D7F01AC89ul, 0x3F998958A7A8E499ul, 0xBF80632076808CADul,
  0x3F6435C04E20880Eul, 0xBF4809CE8AE3FBB8ul, 0x3F2BA8A67CFDEFDDul, 0xBF0EDD4201E164E8ul,
  0x3EF0BCBA271A8965ul, 0xBED1AD21D835E9A1ul, 0x3EB2350918923D3Aul, 0xBE924BC01FDC7AD9ul,
  0x3E7201C20AA8C22Ful, 0xBE5246F2707153CCul, 0x3E3127EF120F115Dul,
  // ERFC_3.0_4.5: x erfc(x) e^(x^2) on [3.0, 4.5] as a polynomial in 1/x - 0.27777777777777779 (weighted error 2^-54.3)
  0x3FE16CFEC61C1F87ul, 0xBFC06AEFAC2908D1ul, 0xBFC328A89A5FD37Dul, 0x3FCB737743622E0Ful,
  0xBFAF644729BE5532ul, 0xBFCA711B55CE05B9ul, 0x3FD84644B2FCC437ul, 0xBFCBCA0728D8B4A1ul,
  0xBFD83E8B0B369DA1ul, 0x3FF24802A7F68281ul, 0xBFF4FA9990E7BE99ul, 0xBFC464922FCE67FBul,
  0x400E7DB040BBC31Bul, 0xC01EE17417F5F688ul,
  // ERFC_4.5_7.0: x erfc(x) e^(x^2) on [4.5, 7.0] as a polynomial in 1/x - 0.18253968253968253 (weighted error 2^-54.3)
  0x3FE1C46670737B0Bul, 0xBFB803E47BFE768Ful, 0xBFCB233A79BE3B8Cul, 0x3FCB27C5237A3A5Aul,
  0x3FB77BAEEC38DDFEul, 0xBFDBA9F5D2E87DD4ul, 0x3FD4E4D2C6B2C312ul, 0x3FE15713BEF629FDul,
  0xBFFA180E2BC3A67Cul, 0x3FF188148CCAD870ul, 0x40091A309BAAC63Bul, 0xC022D6D33D5D837Dul,
  0x401CDADF194DD889ul,
  // ERFC_7.0_27.5: x erfc(x) e^(x^2) on [7.0, 27.5] as a polynomial in 1/x - 0.089610389610389612 (weighted error 2^-53.4)
  0x3FE1FB80E3DFA6AAul, 0xBFA947A35C4C9EA5ul, 0xBFD0CFC080699B5Bul, 0x3FC19B8FA8559E17ul,
  0x3FD3E40CB11C1AF3ul, 0xBFDC370784ADF6EAul, 0xBFDA77BF3B31E4BBul, 0x3FF8E5B47A74C1E4ul,
  0xBFC01729170B2A2Aul, 0xC015F1026C228B49ul, 0x401B183A9D0AF69Ful, 0x402F715F1E2B02D1ul,
  0xC0497314B0C7E0E1ul,
};

// erfc pieces on [0.75, 27.5]: polynomial offsets and the centre each is expanded around.
constant int kF64mErfcOff[6] = {F64M_P_ERFC_0_75_1_25, F64M_P_ERFC_1_25_2_0, F64M_P_ERFC_2_0_3_0, F64M_P_ERFC_3_0_4_5, F64M_P_ERFC_4_5_7_0, F64M_P_ERFC_7_0_27_5};
constant int kF64mErfcLen[6] = {F64M_N_ERFC_0_75_1_25, F64M_N_ERFC_1_25_2_0, F64M_N_ERFC_2_0_3_0, F64M_N_ERFC_3_0_4_5, F64M_N_ERFC_4_5_7_0, F64M_N_ERFC_7_0_27_5};
constant ulong kF64mErfcCenter[6] = {0x3FF0000000000000ul, 0x3FFA000000000000ul, 0x4004000000000000ul, 0x3FD1C71C71C71C72ul, 0x3FC75D75D75D75D7ul, 0x3FB6F0B4DCC2293Aul};

// 2^(j/64) as hi, lo pairs, j = 0..63
constant ulong kF64mExp2Tab[128] = {
  0x3FF0000000000000ul, 0x0000000000000000ul, 0x3FF02C9A3E778061ul, 0xBC719083535B085Dul,
  0x3FF059B0D3158574ul, 0x3C8D73E2A475B465ul, 0x3FF0874518759BC8ul, 0x3C6186BE4BB284FFul,
  0x3FF0B5586CF9890Ful, 0x3C98A62E4ADC610Bul, 0x3FF0E3EC32D3D1A2ul, 0x3C403A1727C57B53ul,
  0x3FF11301D0125B51ul, 0xBC96C51039449B3Aul, 0x3FF1429AAEA92DE0ul, 0xBC932FBF9AF1369Eul,
  0x3FF172B83C7D517Bul, 0xBC819041B9D78A76ul, 0x3FF1A35BEB6FCB75ul, 0x3C8E5B4C7B4968E4ul,
  0x3FF1D4873168B9AAul, 0x3C9E016E00A2643Cul, 0x3FF2063B88628CD6ul, 0x3C8DC775814A8495ul,
  0x3FF2387A6E756238ul, 0x3C99B07EB6C70573ul, 0x3FF26B4565E27CDDul, 0x3C82BD339940E9D9ul,
  0x3FF29E9DF51FDEE1ul, 0x3C8612E8AFAD1255ul, 0x3FF2D285A6E4030Bul, 0x3C90024754DB41D5ul,
  0x3FF306FE0A31B715ul, 0x3C86F46AD23182E4ul, 0x3FF33C08B26416FFul, 0x3C932721843659A6ul,
  0x3FF371A7373AA9CBul, 0xBC963AEABF42EAE2ul, 0x3FF3A7DB34E59FF7ul, 0xBC75E436D661F5E3ul,
  0x3FF3DEA64C123422ul, 0x3C8ADA0911F09EBCul, 0x3FF4160A21F72E2Aul, 0xBC5EF3691C309278ul,
  0x3FF44E086061892Dul, 0x3C489B7A04EF80D0ul, 0x3FF486A2B5C13CD0ul, 0x3C73C1A3B69062F0ul,
  0x3FF4BFDAD5362A27ul, 0x3C7D4397AFEC42E2ul, 0x3FF4F9B2769D2CA7ul, 0xBC94B309D25957E3ul,
  0x3FF5342B569D4F82ul, 0xBC807ABE1DB13CADul, 0x3FF56F4736B527DAul, 0x3C99BB2C011D93ADul,
  0x3FF5AB07DD485429ul, 0x3C96324C054647ADul, 0x3FF5E76F15AD2148ul, 0x3C9BA6F93080E65Eul,
  0x3FF6247EB03A5585ul, 0xBC9383C17E40B497ul, 0x3FF6623882552225ul, 0xBC9BB60987591C34ul,
  0x3FF6A09E667F3BCDul, 0xBC9BDD3413B26456ul, 0x3FF6DFB23C651A2Ful, 0xBC6BBE3A683C88ABul,
  0x3FF71F75E8EC5F74ul, 0xBC816E4786887A99ul, 0x3FF75FEB564267C9ul, 0xBC90245957316DD3ul,
  0x3FF7A11473EB0187ul, 0xBC841577EE04992Ful, 0x3FF7E2F336CF4E62ul, 0x3C705D02BA15797Eul,
  0x3FF82589994CCE13ul, 0xBC9D4C1DD41532D8ul, 0x3FF868D99B4492EDul, 0xBC9FC6F89BD4F6BAul,
  0x3FF8ACE5422AA0DBul, 0x3C96E9F156864B27ul, 0x3FF8F1AE99157736ul, 0x3C85CC13A2E3976Cul,
  0x3FF93737B0CDC5E5ul, 0xBC675FC781B57EBCul, 0x3FF97D829FDE4E50ul, 0xBC9D185B7C1B85D1ul,
  0x3FF9C49182A3F090ul, 0x3C7C7C46B071F2BEul, 0x3FFA0C667B5DE565ul, 0xBC9359495D1CD533ul,
  0x3FFA5503B23E255Dul, 0xBC9D2F6EDB8D41E1ul, 0x3FFA9E6B5579FDBFul, 0x3C90FAC90EF7FD31ul,
  0x3FFAE89F995AD3ADul, 0x3C97A1CD345DCC81ul, 0x3FFB33A2B84F15FBul, 0xBC62805E3084D708ul,
  0x3FFB7F76F2FB5E47ul, 0xBC75584F7E54AC3Bul, 0x3FFBCC1E904BC1D2ul, 0x3C823DD07A2D9E84ul,
  0x3FFC199BDD85529Cul, 0x3C811065895048DDul, 0x3FFC67F12E57D14Bul, 0x3C92884DFF483CADul,
  0x3FFCB720DCEF9069ul, 0x3C7503CBD1E949DBul, 0x3FFD072D4A07897Cul, 0xBC9CBC3743797A9Cul,
  0x3FFD5818DCFBA487ul, 0x3C82ED02D75B3707ul, 0x3FFDA9E603DB3285ul, 0x3C9C2300696DB532ul,
  0x3FFDFC97337B9B5Ful, 0xBC91A5CD4F184B5Cul, 0x3FFE502EE78B3FF6ul, 0x3C839E8980A9CC8Ful,
  0x3FFEA4AFA2A490DAul, 0xBC9E9C23179C2893ul, 0x3FFEFA1BEE615A27ul, 0x3C9DC7F486A4B6B0ul,
  0x3FFF50765B6E4540ul, 0x3C99D3E12DD8A18Bul, 0x3FFFA7C1819E90D8ul, 0x3C874853F3A5931Eul,
};

// c_j = 128 / (128 + j) rounded, j = 0..128
constant ulong kF64mLogInv[129] = {
  0x3FF0000000000000ul, 0x3FEFC07F01FC07F0ul, 0x3FEF81F81F81F820ul, 0x3FEF44659E4A4271ul,
  0x3FEF07C1F07C1F08ul, 0x3FEECC07B301ECC0ul, 0x3FEE9131ABF0B767ul, 0x3FEE573AC901E574ul,
  0x3FEE1E1E1E1E1E1Eul, 0x3FEDE5D6E3F8868Aul, 0x3FEDAE6076B981DBul, 0x3FED77B654B82C34ul,
  0x3FED41D41D41D41Dul, 0x3FED0CB58F6EC074ul, 0x3FECD85689039B0Bul, 0x3FECA4B3055EE191ul,
  0x3FEC71C71C71C71Cul, 0x3FEC3F8F01C3F8F0ul, 0x3FEC0E070381C0E0ul, 0x3FEBDD2B899406F7ul,
  0x3FEBACF914C1BAD0ul, 0x3FEB7D6C3DDA338Bul, 0x3FEB4E81B4E81B4Ful, 0x3FEB2036406C80D9ul,
  0x3FEAF286BCA1AF28ul, 0x3FEAC5701AC5701Bul, 0x3FEA98EF606A63BEul, 0x3FEA6D01A6D01A6Dul,
  0x3FEA41A41A41A41Aul, 0x3FEA16D3F97A4B02ul, 0x3FE9EC8E951033D9ul, 0x3FE9C2D14EE4A102ul,
  0x3FE999999999999Aul, 0x3FE970E4F80CB872ul, 0x3FE948B0FCD6E9E0ul, 0x3FE920FB49D0E229ul,
  0x3FE8F9C18F9C18FAul, 0x3FE8D3018D3018D3ul, 0x3FE8ACB90F6BF3AAul, 0x3FE886E5F0ABB04Aul,
  0x3FE8618618618618ul, 0x3FE83C977AB2BEDDul, 0x3FE8181818181818ul, 0x3FE7F405FD017F40ul,
  0x3FE7D05F417D05F4ul, 0x3FE7AD2208E0ECC3ul, 0x3FE78A4C8178A4C8ul, 0x3FE767DCE434A9B1ul,
  0x3FE745D1745D1746ul, 0x3FE724287F46DEBCul, 0x3FE702E05C0B8170ul, 0x3FE6E1F76B4337C7ul,
  0x3FE6C16C16C16C17ul, 0x3FE6A13CD1537290ul, 0x3FE6816816816817ul, 0x3FE661EC6A5122F9ul,
  0x3FE642C8590B2164ul, 0x3FE623FA77016240ul, 0x3FE6058160581606ul, 0x3FE5E75BB8D015E7ul,
  0x3FE5C9882B931057ul, 0x3FE5AC056B015AC0ul, 0x3FE58ED2308158EDul, 0x3FE571ED3C506B3Aul,
  0x3FE5555555555555ul, 0x3FE5390948F40FEBul, 0x3FE51D07EAE2F815ul, 0x3FE5015015015015ul,
  0x3FE4E5E0A72F0539ul, 0x3FE4CAB88725AF6Eul, 0x3FE4AFD6A052BF5Bul, 0x3FE49539E3B2D067ul,
  0x3FE47AE147AE147Bul, 0x3FE460CBC7F5CF9Aul, 0x3FE446F86562D9FBul, 0x3FE42D6625D51F87ul,
  0x3FE4141414141414ul, 0x3FE3FB013FB013FBul, 0x3FE3E22CBCE4A902ul, 0x3FE3C995A47BABE7ul,
  0x3FE3B13B13B13B14ul, 0x3FE3991C2C187F63ul, 0x3FE3813813813814ul, 0x3FE3698DF3DE0748ul,
  0x3FE3521CFB2B78C1ul, 0x3FE33AE45B57BCB2ul, 0x3FE323E34A2B10BFul, 0x3FE30D190130D190ul,
  0x3FE2F684BDA12F68ul, 0x3FE2E025C04B8097ul, 0x3FE2C9FB4D812CA0ul, 0x3FE2B404AD012B40ul,
  0x3FE29E4129E4129Eul, 0x3FE288B01288B013ul, 0x3FE27350B8812735ul, 0x3FE25E22708092F1ul,
  0x3FE2492492492492ul, 0x3FE23456789ABCDFul, 0x3FE21FB78121FB78ul, 0x3FE20B470C67C0D9ul,
  0x3FE1F7047DC11F70ul, 0x3FE1E2EF3B3FB874ul, 0x3FE1CF06ADA2811Dul, 0x3FE1BB4A4046ED29ul,
  0x3FE1A7B9611A7B96ul, 0x3FE19453808CA29Cul, 0x3FE1811811811812ul, 0x3FE16E0689427379ul,
  0x3FE15B1E5F75270Dul, 0x3FE1485F0E0ACD3Bul, 0x3FE135C81135C811ul, 0x3FE12358E75D3033ul,
  0x3FE1111111111111ul, 0x3FE0FEF010FEF011ul, 0x3FE0ECF56BE69C90ul, 0x3FE0DB20A88F4696ul,
  0x3FE0C9714FBCDA3Bul, 0x3FE0B7E6EC259DC8ul, 0x3FE0A6810A6810A7ul, 0x3FE0953F39010954ul,
  0x3FE0842108421084ul, 0x3FE073260A47F7C6ul, 0x3FE0624DD2F1A9FCul, 0x3FE05197F7D73404ul,
  0x3FE0410410410410ul, 0x3FE03091B51F5E1Aul, 0x3FE0204081020408ul, 0x3FE0101010101010ul,
  0x3FE0000000000000ul,
};

// -ln(c_j) as hi, lo pairs (j = 128 uses the same split as LN2_HI42/LN2_LO42)
constant ulong kF64mLogTab[258] = {
  0x0000000000000000ul, 0x0000000000000000ul, 0x3F7FE02A6B106799ul, 0xBBCE44B7E3711E7Ful,
  0x3F8FC0A8B0FC03C4ul, 0xBC183092C5964281ul, 0x3F97B91B07D5B126ul, 0xBC16D80AB38E9430ul,
  0x3F9F829B0E7832F8ul, 0x3C333E3F04F1EF25ul, 0x3FA39E87B9FEBD68ul, 0xBC45BFA937F551B7ul,
  0x3FA77458F632DCFFul, 0x3C08D3CA87B92968ul, 0x3FAB42DD711971B9ul, 0x3C40A34531F67DB5ul,
  0x3FAF0A30C01162A8ul, 0x3C485F325C5BBACDul, 0x3FB16536EEA37AE3ul, 0x3C52189705CF74CAul,
  0x3FB341D7961BD1D0ul, 0xBC53599F227BECBBul, 0x3FB51B073F06183Cul, 0xBC55B61C65E5741Aul,
  0x3FB6F0D28AE56B4Eul, 0xBC420DB323097324ul, 0x3FB8C345D6319B23ul, 0xBC5294D2F5668495ul,
  0x3FBA926D3A4AD562ul, 0xBC4D7A16EAB1E2ADul, 0x3FBC5E548F5BC743ul, 0x3C42EB0BF7C0B0D9ul,
  0x3FBE27076E2AF2EAul, 0xBC361578001E015Aul, 0x3FBFEC9131DBEABCul, 0xBC55746B9981B36Cul,
  0x3FC0D77E7CD08E5Bul, 0x3C69A5DC5E9030ADul, 0x3FC1B72AD52F67A2ul, 0xBC6FBE7EE5C69946ul,
  0x3FC29552F81FF521ul, 0x3C6301771C407DC0ul, 0x3FC371FC201E8F75ul, 0x3C1E6CB62AF18A02ul,
  0x3FC44D2B6CCB7D1Cul, 0x3C47D3D950F87E23ul, 0x3FC526E5E3A1B438ul, 0xBC6546FF8A470D3Aul,
  0x3FC5FF3070A793D6ul, 0xBC5BC60EFAFC6F6Cul, 0x3FC6D60FE719D21Bul, 0x3C6D551D97132E87ul,
  0x3FC7AB890210D907ul, 0xBC61072534A57E7Dul, 0x3FC87FA06520C911ul, 0xBC69F7FDBFA08D9Aul,
  0x3FC9525A9CF456B6ul, 0xBC626FB3E2B1D1DAul, 0x3FCA23BC1FE2B561ul, 0x3C624DC46C1EA664ul,
  0x3FCAF3C94E80BFF3ul, 0x3C6A3398064DF33Eul, 0x3FCBC286742D8CD4ul, 0x3C5CFCE744870F57ul,
  0x3FCC8FF7C79A9A20ul, 0xBC64F689F8434011ul, 0x3FCD5C216B4FBB94ul, 0xBC5A37794D03657Dul,
  0x3FCE27076E2AF2E8ul, 0xBC461578001E015Eul, 0x3FCEF0ADCBDC5935ul, 0x3C6E8637950DC20Dul,
  0x3FCFB9186D5E3E29ul, 0x3C6355519B0DE535ul, 0x3FD0402594B4D041ul, 0xBC608EC217A5022Dul,
  0x3FD0A324E27390E2ul, 0x3C7BDCFDE8061C03ul, 0x3FD1058BF9AE4AD4ul, 0x3C03F415699663ECul,
  0x3FD1675CABABA60Ful, 0x3C2CE63EAB883727ul, 0x3FD1C898C16999FBul, 0x3C79F1A39D500E3Cul,
  0x3FD22941FBCF7966ul, 0xBC5DBD7AC258A2BDul, 0x3FD2895A13DE86A4ul, 0x3C77AD24C13F040Ful,
  0x3FD2E8E2BAE11D31ul, 0xBC61E99B72BD7BF2ul, 0x3FD347DD9A987D56ul, 0xBC716EA62C048CFBul,
  0x3FD3A64C556945EAul, 0x3C3CBCD735D03424ul, 0x3FD404308686A7E4ul, 0xBC6F79F6C1059CDBul,
  0x3FD4618BC21C5EC2ul, 0xBC27A42642661C62ul, 0x3FD4BE5F957778A1ul, 0xBC54B366B609027Aul,
  0x3FD51AAD872DF82Eul, 0xBC7D8DB0A7CC1543ul, 0x3FD5767717455A6Cul, 0xBC6FB2A49AF933E8ul,
  0x3FD5D1BDBF5809CAul, 0xBC77DC9C7C23801Ful, 0x3FD62C82F2B9C796ul, 0xBC5090A0DD59FE35ul,
  0x3FD686C81E9B14ADul, 0x3C7710AF840538E3ul, 0x3FD6E08EAA2BA1E4ul, 0xBC7BFB1B39CA3A0Ful,
  0x3FD739D7F6BBD007ul, 0x3C5CE24C53FAD3F0ul, 0x3FD792A55FDD47A1ul, 0x3C7F057691FE9ED7ul,
  0x3FD7EAF83B82AFC2ul, 0xBC4698B43096B576ul, 0x3FD842D1DA1E8B18ul, 0x3C754EC519784677ul,
  0x3FD89A3386C1425Bul, 0x3C62D38C40881E0Bul, 0x3FD8F11E873662C8ul, 0x3C7F85DA755A61A3ul,
  0x3FD947941C2116FBul, 0x3C61266E8A3E8838ul, 0x3FD99D958117E08Aul, 0xBC7315B444EE1F38ul,
  0x3FD9F323ECBF984Dul, 0xBC4A92E513217F58ul, 0x3FDA484090E5BB09ul, 0x3C7FFF29ADC3AD3Bul,
  0x3FDA9CEC9A9A084Aul, 0xBC5AB7B00AD0DABCul, 0x3FDAF1293247786Bul, 0x3C5533844A15DC28ul,
  0x3FDB44F77BCC8F64ul, 0xBC2A0892A8B38EEDul, 0x3FDB9858969310FDul, 0xBC6F3827583B8877ul,
  0x3FDBEB4D9DA71B7Aul, 0x3C7BE1874DEAEF08ul, 0x3FDC3DD7A7CDAD4Dul, 0x3C67D9E0A5BD4D37ul,
  0x3FDC8FF7C79A9A21ul, 0x3C73097607BCBFEEul, 0x3FDCE1AF0B85F3ECul, 0xBC66416A1AA97B31ul,
  0x3FDD32FE7E00EBD5ul, 0x3C64EF6465F5F46Eul, 0x3FDD83E7258A2F3Eul, 0x3C5C515BA2EC9444ul,
  0x3FDDD46A04C1C4A1ul, 0xBC119D95B62E2476ul, 0x3FDE24881A7C6C26ul, 0x3C605EC7A2CAA523ul,
  0x3FDE744261D68789ul, 0x3C7CDF68DBCF2ED3ul, 0x3FDEC399D2468CC1ul, 0xBC494623581958CFul,
  0x3FDF128F5FAF06ECul, 0xBC7328DF13BB38C2ul, 0x3FDF6123FA7028ADul, 0x3C55456C3CB6CD06ul,
  0x3FDFAF588F78F31Dul, 0x3C6CD7D9F2754362ul, 0x3FDFFD2E0857F497ul, 0xBC44D05F9366F27Ful,
  0x3FE02552A5A5D0FFul, 0x3C6E9C695D7EE800ul, 0x3FE04BDF9DA926D2ul, 0x3C78FE60804593BFul,
  0x3FE0723E5C1CDF41ul, 0xBC46A1A71DBBA44Eul, 0x3FE0986F4F573521ul, 0xBC737012B5805E02ul,
  0x3FE0BE72E4252A83ul, 0x3C7B4C4BDD99EFFFul, 0x3FE0E44985D1CC8Cul, 0xBC4C546885A5A707ul,
  0x3FE109F39E2D4C96ul, 0x3C8F78FB26C2DE46ul, 0x3FE12F719593EFBDul, 0xBC767F6E731C1795ul,
  0x3FE154C3D2F4D5EAul, 0x3C698F33A3965E29ul, 0x3FE179EABBD899A0ul, 0xBC5C73E320BF059Ful,
  0x3FE19EE6B467C96Ful, 0xBC6FA3422887E218ul, 0x3FE1C3B81F713C25ul, 0xBC70B583899021D1ul,
  0x3FE1E85F5E7040D1ul, 0xBC8084E99683070Eul, 0x3FE20CDCD192AB6Eul, 0xBC8AABF0BC229014ul,
  0x3FE23130D7BEBF43ul, 0xBC8748725E374D6Eul, 0x3FE2555BCE98F7CAul, 0x3C89810EB6B440F4ul,
  0x3FE2795E1289B11Bul, 0x3C8ADE0FCF6E5A1Dul, 0x3FE29D37FEC2B08Bul, 0x3C801735B2E9733Ful,
  0x3FE2C0E9ED448E8Cul, 0xBC88A158F3917586ul, 0x3FE2E47436E40268ul, 0x3C80950861A4886Bul,
  0x3FE307D7334F10BEul, 0x3C7FDAC850FAB36Dul, 0x3FE32B1339121D71ul, 0x3C7D02AB5B3D916Bul,
  0x3FE34E289D9CE1D2ul, 0x3C7775C96C42E729ul, 0x3FE37117B54747B6ul, 0xBC8808BF6DEEC882ul,
  0x3FE393E0D3562A1Aul, 0xBC838EEF67F2483Aul, 0x3FE3B68449FFFC23ul, 0x3C8C63B7B06164DAul,
  0x3FE3D9026A7156FBul, 0x3C50084C7A15A4F5ul, 0x3FE3FB5B84D16F43ul, 0x3C70A74EA82E55DFul,
  0x3FE41D8FE84672AFul, 0xBC8EE6D0CF42E7FAul, 0x3FE43F9FE2F9CE67ul, 0x3C8E1C9EE6D83B86ul,
  0x3FE4618BC21C5EC2ul, 0x3C7E85BD9BD99E3Aul, 0x3FE48353D1EA88DFul, 0xBC840A85D133F80Bul,
  0x3FE4A4F85DB03EBBul, 0xBC8D76102E1644F2ul, 0x3FE4C679AFCCEE39ul, 0xBC6E971322CE7900ul,
  0x3FE4E7D811B75BB0ul, 0xBC85D3D9EA6E9EA8ul, 0x3FE50913CC01686Bul, 0x3C79E59D2D85AB62ul,
  0x3FE52A2D265BC5ABul, 0x3C773BE4578AD97Bul, 0x3FE54B2467999498ul, 0x3C8F4550A2D0F60Cul,
  0x3FE56BF9D5B3F399ul, 0x3C611C6217363FCBul, 0x3FE58CADB5CD7989ul, 0x3C8624BC9764C22Cul,
  0x3FE5AD404C359F2Dul, 0x3C8ECA6AA97C08E7ul, 0x3FE5CDB1DC6C1765ul, 0x3C747B71E2EB8419ul,
  0x3FE5EE02A9241676ul, 0xBC8BCA7DA80B6F7Eul, 0x3FE60E32F44788D9ul, 0xBC658376A5F4B135ul,
  0x3FE62E42FEFA3800ul, 0x3D2EF35793C76730ul,
};


// ---- Bit-level helpers ----

constant ulong F64M_SIGN_MASK = 0x8000000000000000ul;
constant ulong F64M_ABS_MASK  = 0x7FFFFFFFFFFFFFFFul;
constant ulong F64M_EXP_MASK  = 0x7FF0000000000000ul;
constant ulong F64M_MANT_MASK = 0x000FFFFFFFFFFFFFul;
constant ulong F64M_ONE_BITS  = 0x3FF0000000000000ul;
constant ulong F64M_QNAN_BITS = 0x7FF8000000000000ul;

/// The binary64 value with bit pattern b.
inline f64 f64m_k(ulong b) { return f64_from_bits(b); }
/// A quiet NaN.
inline f64 f64m_nan() { return f64_from_bits(F64M_QNAN_BITS); }
/// +infinity, or -infinity when neg.
inline f64 f64m_inf(bool neg) { return f64_from_bits(F64M_EXP_MASK | (neg ? F64M_SIGN_MASK : 0ul)); }
/// +0, or -0 when neg.
inline f64 f64m_zero(bool neg) { return f64_from_bits(neg ? F64M_SIGN_MASK : 0ul); }
/// 2^k, for -1022 <= k <= 1023.
inline f64 f64m_pow2(int k) { return f64_from_bits(ulong(k + 1023) << 52); }
/// Leading zero bits of a 64-bit value (64 for 0).
inline int f64m_clz64(ulong v) {
  uint hi = uint(v >> 32);
  return hi != 0u ? int(clz(hi)) : 32 + int(clz(uint(v)));
}

/// True when x is a NaN.
inline bool isnan(f64 x) { return (f64_to_bits(x) & F64M_ABS_MASK) > F64M_EXP_MASK; }
/// True when x is +infinity or -infinity.
inline bool isinf(f64 x) { return (f64_to_bits(x) & F64M_ABS_MASK) == F64M_EXP_MASK; }
/// True when x is neither infinite nor NaN.
inline bool isfinite(f64 x) { return (f64_to_bits(x) & F64M_EXP_MASK) != F64M_EXP_MASK; }
/// True when the sign bit of x is set (also for -0 and negative NaNs).
inline bool signbit(f64 x) { return (f64_to_bits(x) >> 63) != 0ul; }
/// |x|.
inline f64 fabs(f64 x) { return f64_from_bits(f64_to_bits(x) & F64M_ABS_MASK); }
/// |x| with the sign of y.
inline f64 copysign(f64 x, f64 y) {
  return f64_from_bits((f64_to_bits(x) & F64M_ABS_MASK) | (f64_to_bits(y) & F64M_SIGN_MASK));
}

// ---- Double-double arithmetic: a value is hi + lo, both binary64 ----

/// A double-double hi + lo.
struct f64m_dd { f64 hi; f64 lo; };
/// A scaled double-double (hi + lo) * 2^k.
struct f64m_dde { f64 hi; f64 lo; int k; };

/// Exact sum: a + b == hi + lo (any a, b).
inline f64m_dd f64m_two_sum(f64 a, f64 b) {
  f64 s = a + b;
  f64 bb = s - a;
  f64m_dd r = {s, (a - (s - bb)) + (b - bb)};
  return r;
}
/// Exact sum when |a| >= |b| (or a == 0).
inline f64m_dd f64m_fast_two_sum(f64 a, f64 b) {
  f64 s = a + b;
  f64m_dd r = {s, b - (s - a)};
  return r;
}
/// Exact product: a * b == hi + lo (barring underflow).
inline f64m_dd f64m_two_prod(f64 a, f64 b) {
  f64 p = a * b;
  f64m_dd r = {p, f64_fma(a, b, -p)};
  return r;
}
/// sum of c[off + i] * x^i for i < n (Horner with fused multiply-adds).
inline f64 f64m_poly(int off, int n, f64 x) {
  f64 acc = f64m_k(kF64mPoly[off + n - 1]);
  for (int i = n - 2; i >= 0; --i) acc = f64_fma(acc, x, f64m_k(kF64mPoly[off + i]));
  return acc;
}

// ---- Exponent manipulation ----

/// x * 2^e, exact when representable, correctly rounded into the subnormal range.
inline f64 ldexp(f64 x, int e) {
  ulong b = f64_to_bits(x);
  if ((b & F64M_ABS_MASK) == 0ul || (b & F64M_EXP_MASK) == F64M_EXP_MASK || e == 0) return x;
  int n = e > 2200 ? 2200 : (e < -2200 ? -2200 : e);
  // Each step is exact while the value stays normal; when a downward step underflows the
  // final result rounds to zero anyway, so only the last multiplication rounds.
  for (int i = 0; i < 2 && n > 1023; ++i) { x = x * f64m_pow2(1023); n -= 1023; }
  for (int i = 0; i < 2 && n < -1022; ++i) { x = x * f64m_pow2(-969); n += 969; }
  n = n > 1023 ? 1023 : (n < -1022 ? -1022 : n);
  return x * f64m_pow2(n);
}
/// x * 2^n (same as ldexp).
inline f64 scalbn(f64 x, int n) { return ldexp(x, n); }

/// Splits x into m * 2^e with 0.5 <= |m| < 1 (e = 0 and x returned for 0, inf, NaN).
inline f64 frexp(f64 x, thread int &e) {
  e = 0;
  ulong b = f64_to_bits(x);
  if ((b & F64M_ABS_MASK) == 0ul || (b & F64M_EXP_MASK) == F64M_EXP_MASK) return x;
  int adj = 0;
  if ((b & F64M_EXP_MASK) == 0ul) {  // subnormal: scale into the normal range first
    b = f64_to_bits(x * f64m_pow2(54));
    adj = -54;
  }
  e = int((b >> 52) & 0x7FFul) - 1022 + adj;
  return f64_from_bits((b & ~F64M_EXP_MASK) | 0x3FE0000000000000ul);
}

/// Unbiased exponent of x as an int: INT_MIN for 0 and NaN, INT_MAX for infinities.
inline int ilogb(f64 x) {
  ulong b = f64_to_bits(x) & F64M_ABS_MASK;
  if (b == 0ul || b > F64M_EXP_MASK) return -2147483647 - 1;
  if (b == F64M_EXP_MASK) return 2147483647;
  int ex = int(b >> 52);
  if (ex != 0) return ex - 1023;
  return -1011 - f64m_clz64(b);  // subnormal: position of the leading one
}
/// Unbiased exponent of x as a double: -inf for 0, +inf for infinities, NaN for NaN.
inline f64 logb(f64 x) {
  ulong b = f64_to_bits(x) & F64M_ABS_MASK;
  if (b > F64M_EXP_MASK) return x;
  if (b == F64M_EXP_MASK) return f64m_inf(false);
  if (b == 0ul) return f64m_inf(true);
  return f64(ilogb(x));
}

// ---- Simple arithmetic functions ----

/// x - y when x > y, else +0 (NaN if either is NaN).
inline f64 fdim(f64 x, f64 y) {
  if (isnan(x) || isnan(y)) return x + y;
  return x > y ? x - y : f64(0);
}
/// The smaller of x and y; a NaN operand is ignored; -0 is below +0.
inline f64 fmin(f64 x, f64 y) {
  if (isnan(x)) return y;
  if (isnan(y)) return x;
  if (x == y) return signbit(x) ? x : y;
  return x < y ? x : y;
}
/// The larger of x and y; a NaN operand is ignored; +0 is above -0.
inline f64 fmax(f64 x, f64 y) {
  if (isnan(x)) return y;
  if (isnan(y)) return x;
  if (x == y) return signbit(x) ? y : x;
  return x > y ? x : y;
}

/// x - trunc(x / y) * y, exact (sign of x); NaN for x infinite or y zero.
inline f64 fmod(f64 x, f64 y) {
  ulong bx = f64_to_bits(x), by = f64_to_bits(y);
  ulong ax = bx & F64M_ABS_MASK, ay = by & F64M_ABS_MASK, sx = bx & F64M_SIGN_MASK;
  if (ax > F64M_EXP_MASK) return x;
  if (ay > F64M_EXP_MASK) return y;
  if (ax == F64M_EXP_MASK || ay == 0ul) return f64m_nan();
  if (ax < ay) return x;  // includes y infinite
  if (ax == ay) return f64_from_bits(sx);
  // Integer significands in [2^52, 2^53) with exponents ex, ey (value = m * 2^(e - 1075)).
  int ex = int(ax >> 52), ey = int(ay >> 52);
  ulong mx = ax & F64M_MANT_MASK, my = ay & F64M_MANT_MASK;
  if (ex == 0) { int s = f64m_clz64(mx) - 11; mx <<= ulong(s); ex = 1 - s; } else mx |= 0x0010000000000000ul;
  if (ey == 0) { int s = f64m_clz64(my) - 11; my <<= ulong(s); ey = 1 - s; } else my |= 0x0010000000000000ul;
  // Long division keeping only the remainder, 11 bits at a time (r << 11 fits in 64 bits).
  ulong r = mx % my;
  for (int d = ex - ey; d > 0 && r != 0ul;) {
    int s = d < 11 ? d : 11;
    r = (r << ulong(s)) % my;
    d -= s;
  }
  if (r == 0ul) return f64_from_bits(sx);
  int sh = f64m_clz64(r) - 11;
  r <<= ulong(sh);
  int er = ey - sh;
  if (er >= 1) return f64_from_bits(sx | (ulong(er) << 52) | (r & F64M_MANT_MASK));
  return f64_from_bits(sx | (r >> ulong(1 - er)));  // subnormal; the remainder is exact
}

/// x - n * y with n = x / y rounded to nearest even, exact; NaN for x infinite or y zero.
inline f64 remainder(f64 x, f64 y) {
  if (isnan(x) || isnan(y)) return x + y;
  if (isinf(x) || y == f64(0)) return f64m_nan();
  if (isinf(y)) return x;
  f64 ay = fabs(y);
  // a = |x| mod 2|y| (when 2|y| overflows, |x| < 2|y| already).
  f64 a = ay < f64m_pow2(1023) ? fabs(fmod(x, ay * f64(2))) : fabs(x);
  bool odd = false;
  if (a >= ay) { a = a - ay; odd = true; }  // exact: ay <= a < 2 ay
  f64 twice = a * f64(2);                    // exact, or inf only when a > ay / 2 anyway
  if (twice > ay || (twice == ay && odd)) a = a - ay;  // exact: ay / 2 <= a < ay
  return signbit(x) ? -a : a;
}

/// Fractional part of x (sign of x); the integral part goes to ip.
inline f64 modf(f64 x, thread f64 &ip) {
  ip = f64_trunc(x);
  if (isnan(x)) return x;
  if (isinf(x)) return copysign(f64(0), x);
  return copysign(x - ip, x);  // exact; a zero fraction keeps the sign of x
}

/// The next representable value after x in the direction of y.
inline f64 nextafter(f64 x, f64 y) {
  if (isnan(x) || isnan(y)) return x + y;
  if (x == y) return y;
  if (x == f64(0)) return f64_from_bits((f64_to_bits(y) & F64M_SIGN_MASK) | 1ul);
  ulong b = f64_to_bits(x);
  return f64_from_bits((x < y) == (x > f64(0)) ? b + 1ul : b - 1ul);
}

// ---- Exponentials ----

/// e^r - 1 - r for |r| <= ln2/128 (plus rounding), plus rl: e^(r + rl) - 1 ~ r + this.
inline f64 f64m_expm1_tail(f64 r, f64 rl) {
  f64 q = f64m_poly(F64M_P_EXPQ, F64M_N_EXPQ, r);
  return f64_fma(r * r, f64_fma(r, q, f64(0.5f)), rl);
}

/// e^(r + rl) * 2^(m/64) as (hi + lo) * 2^k, for |r| <= ln2/128 (plus rounding), |rl| tiny.
inline f64m_dde f64m_exp_eval(int m, f64 r, f64 rl) {
  int j = m & 63;
  f64 p = r + f64m_expm1_tail(r, rl);  // e^(r + rl) - 1
  f64 th = f64m_k(kF64mExp2Tab[2 * j]);
  f64m_dd s = f64m_fast_two_sum(th, f64_fma(th, p, f64m_k(kF64mExp2Tab[2 * j + 1])));
  f64m_dde o = {s.hi, s.lo, m >> 6};
  return o;
}

/// e^(xh + xl) as (hi + lo) * 2^k, relative error about 2^-62; needs |xh| <= 1400.
inline f64m_dde f64m_exp_dd(f64 xh, f64 xl) {
  f64 t = f64_rint(xh * f64m_k(F64M_INV_LN2_64));
  f64 r0 = f64_fma(-t, f64m_k(F64M_LN2_64_HI), xh);  // exact: t has <= 17 bits
  f64 c = f64_fma(-t, f64m_k(F64M_LN2_64_LO), xl);
  f64 r = r0 + c;
  return f64m_exp_eval(f64_to_int_rz(t), r, (r0 - r) + c);
}

/// e^x.
inline f64 exp(f64 x) {
  if (isnan(x)) return x;
  if (x > f64(710)) return f64m_inf(false);
  if (x < f64(-746)) return f64(0);
  if (fabs(x) < f64m_pow2(-54)) return f64(1);
  f64m_dde e = f64m_exp_dd(x, f64(0));
  return ldexp(e.hi + e.lo, e.k);
}

/// 2^x.
inline f64 exp2(f64 x) {
  if (isnan(x)) return x;
  if (x >= f64(1024)) return f64m_inf(false);
  if (x < f64(-1080)) return f64(0);
  if (fabs(x) < f64m_pow2(-54)) return f64(1);
  // x = m/64 + s exactly, then 2^s = e^(s ln2) with s ln2 as a double-double.
  f64 x64 = x * f64(64);
  f64 t = f64_rint(x64);
  f64 s = (x64 - t) * f64(0.015625f);
  f64 rh = s * f64m_k(F64M_LN2_HI);
  f64 rl = f64_fma(s, f64m_k(F64M_LN2_HI), -rh) + s * f64m_k(F64M_LN2_LO);
  f64m_dde e = f64m_exp_eval(f64_to_int_rz(t), rh, rl);
  return ldexp(e.hi + e.lo, e.k);
}

/// 10^x.
inline f64 exp10(f64 x) {
  if (isnan(x)) return x;
  if (x > f64(309)) return f64m_inf(false);
  if (x < f64(-325)) return f64(0);
  if (fabs(x) < f64m_pow2(-56)) return f64(1);
  f64 h = x * f64m_k(F64M_LN10_HI);
  f64 l = f64_fma(x, f64m_k(F64M_LN10_HI), -h) + x * f64m_k(F64M_LN10_LO);
  f64m_dde e = f64m_exp_dd(h, l);
  return ldexp(e.hi + e.lo, e.k);
}

/// e^x - 1, accurate also for small |x|.
inline f64 expm1(f64 x) {
  if (isnan(x)) return x;
  if (x > f64(710)) return f64m_inf(false);
  if (x < f64(-40)) return f64(-1);
  if (fabs(x) < f64m_pow2(-54)) return x;
  if (x > f64(40)) {
    f64m_dde e = f64m_exp_dd(x, f64(0));
    return ldexp(e.hi + e.lo, e.k);
  }
  // e^x = 2^k T_j (1 + r + w); subtract 1 from the exactly scaled leading terms, since for
  // small results it cancels most of 2^k T_j.
  f64 t = f64_rint(x * f64m_k(F64M_INV_LN2_64));
  f64 r0 = f64_fma(-t, f64m_k(F64M_LN2_64_HI), x);
  f64 c = -t * f64m_k(F64M_LN2_64_LO);
  f64 r = r0 + c;
  f64 w = f64m_expm1_tail(r, (r0 - r) + c);
  int m = f64_to_int_rz(t), j = m & 63;
  f64 sc = f64m_pow2(m >> 6);  // |k| <= 58: scaling is exact
  f64 th = f64m_k(kF64mExp2Tab[2 * j]), tl = f64m_k(kF64mExp2Tab[2 * j + 1]);
  f64m_dd a = f64m_two_sum(th * sc, f64(-1));
  f64m_dd tr = f64m_two_prod(th, r);
  f64m_dd b = f64m_two_sum(a.hi, tr.hi * sc);
  f64 lo = (tr.lo + f64_fma(th, w, f64_fma(tl, r + w, tl))) * sc;
  return b.hi + (b.lo + (a.lo + lo));
}

// ---- Logarithms ----

/// ln x as a double-double (relative error about 2^-70), for finite x > 0.
inline f64m_dd f64m_log_dd(f64 x) {
  ulong b = f64_to_bits(x);
  int e = 0;
  if (b < 0x0010000000000000ul) { b = f64_to_bits(x * f64m_pow2(54)); e = -54; }  // subnormal
  e += int(b >> 52) - 1023;
  ulong mb = b & F64M_MANT_MASK;
  // x = 2^e * m, m in [1, 2); c_j ~ 1/m from the top 8 mantissa bits (rounded), so that
  // r = m c_j - 1 is within 2^-8 and ln x = e ln2 - ln c_j + log1p(r).
  int j = int(((mb >> 44) + 1ul) >> 1);
  f64 m = f64_from_bits(mb | F64M_ONE_BITS);
  f64 c = f64m_k(kF64mLogInv[j]);
  f64 p = m * c;
  f64m_dd r = f64m_fast_two_sum(p - f64(1), f64_fma(m, c, -p));  // exact: m c - 1
  f64m_dd r2 = f64m_two_prod(r.hi, r.hi);
  f64 tail = (r.hi * r2.hi) * f64m_poly(F64M_P_LOGP, F64M_N_LOGP, r.hi);
  f64 fe = f64(e);
  f64m_dd t = f64m_two_sum(fe * f64m_k(F64M_LN2_HI42), f64m_k(kF64mLogTab[2 * j]));  // product exact
  f64m_dd u = f64m_two_sum(t.hi, r.hi);
  f64m_dd v = f64m_two_sum(u.hi, r2.hi * f64(-0.5f));
  f64 lo = f64_fma(fe, f64m_k(F64M_LN2_LO42), f64m_k(kF64mLogTab[2 * j + 1]));
  lo = lo + (t.lo + u.lo + v.lo);
  lo = lo + (f64_fma(r.lo, -r.hi, r.lo) + (tail - r2.lo * f64(0.5f)));
  return f64m_fast_two_sum(v.hi, lo);
}

/// ln(h + l) as a double-double, for h > 0 finite and |l| <= ulp(h).
inline f64m_dd f64m_log_dd2(f64 h, f64 l) {
  f64m_dd L = f64m_log_dd(h);
  f64 q = l / h;  // ln(h + l) = ln h + q - q^2/2 + ...; q can exceed ln h when h is next to 1
  f64m_dd s = f64m_two_sum(L.hi, q);
  f64 ql = f64_fma(-q, h, l) / h;
  return f64m_fast_two_sum(s.hi, s.lo + (L.lo + f64_fma(q * f64(-0.5f), q, ql)));
}

/// True when x is NaN, zero, negative or +inf (a logarithm's special inputs).
inline bool f64m_log_special(f64 x) {
  ulong b = f64_to_bits(x);
  return b >= F64M_EXP_MASK || (b & F64M_ABS_MASK) == 0ul;
}
/// The result of a logarithm for the inputs f64m_log_special accepts.
inline f64 f64m_log_special_value(f64 x) {
  if (isnan(x)) return x;
  if (x == f64(0)) return f64m_inf(true);
  return x > f64(0) ? x : f64m_nan();
}

/// Natural logarithm.
inline f64 log(f64 x) {
  if (f64m_log_special(x)) return f64m_log_special_value(x);
  return f64m_log_dd(x).hi;
}

/// Base-2 logarithm.
inline f64 log2(f64 x) {
  if (f64m_log_special(x)) return f64m_log_special_value(x);
  f64m_dd L = f64m_log_dd(x);
  f64 h = L.hi * f64m_k(F64M_INV_LN2_HI);
  f64 l = f64_fma(L.hi, f64m_k(F64M_INV_LN2_HI), -h)
        + f64_fma(L.hi, f64m_k(F64M_INV_LN2_LO), L.lo * f64m_k(F64M_INV_LN2_HI));
  return h + l;
}

/// Base-10 logarithm.
inline f64 log10(f64 x) {
  if (f64m_log_special(x)) return f64m_log_special_value(x);
  f64m_dd L = f64m_log_dd(x);
  f64 h = L.hi * f64m_k(F64M_INV_LN10_HI);
  f64 l = f64_fma(L.hi, f64m_k(F64M_INV_LN10_HI), -h)
        + f64_fma(L.hi, f64m_k(F64M_INV_LN10_LO), L.lo * f64m_k(F64M_INV_LN10_HI));
  return h + l;
}

/// ln(1 + x), accurate also for small |x|.
inline f64 log1p(f64 x) {
  if (isnan(x)) return x;
  if (fabs(x) < f64m_pow2(-54)) return x;
  if (x <= f64(-1)) return x == f64(-1) ? f64m_inf(true) : f64m_nan();
  if (isinf(x)) return x;
  f64m_dd u = f64m_two_sum(f64(1), x);  // 1 + x exactly
  f64m_dd L = f64m_log_dd2(u.hi, u.lo);
  return L.hi + L.lo;
}

// ---- Power ----

/// 0 when y is not an integer, 1 when y is an odd integer, 2 when y is an even integer.
inline int f64m_int_kind(f64 y) {
  ulong b = f64_to_bits(y) & F64M_ABS_MASK;
  if (b == 0ul) return 2;
  int e = int(b >> 52) - 1023;
  if (e < 0) return 0;
  if (e >= 53) return 2;  // includes inf, which callers handle first
  ulong m = (b & F64M_MANT_MASK) | 0x0010000000000000ul;
  int fb = 52 - e;  // number of fraction bits
  if (fb > 0 && (m & ((1ul << ulong(fb)) - 1ul)) != 0ul) return 0;
  return ((m >> ulong(fb)) & 1ul) != 0ul ? 1 : 2;
}

/// x^y with the C99 special cases.
inline f64 pow(f64 x, f64 y) {
  if (y == f64(0) || x == f64(1)) return f64(1);
  if (isnan(x) || isnan(y)) return x + y;
  f64 ax = fabs(x);
  if (isinf(y)) {
    if (ax == f64(1)) return f64(1);
    return (ax < f64(1)) == (y > f64(0)) ? f64(0) : f64m_inf(false);
  }
  int yk = f64m_int_kind(y);
  bool neg = signbit(x) && yk == 1;
  if (ax == f64(0)) return y < f64(0) ? f64m_inf(neg) : f64m_zero(neg);
  if (isinf(x)) return y < f64(0) ? f64m_zero(neg) : f64m_inf(neg);
  if (signbit(x) && yk == 0) return f64m_nan();
  // x^y = e^(y ln|x|), with y ln|x| as a double-double.
  f64m_dd L = f64m_log_dd(ax);
  f64 zh = y * L.hi;
  if (zh > f64(710)) return f64m_inf(neg);
  if (zh < f64(-746)) return f64m_zero(neg);
  f64 zl = f64_fma(y, L.hi, -zh) + y * L.lo;
  f64m_dde e = f64m_exp_dd(zh, zl);
  f64 r = ldexp(e.hi + e.lo, e.k);
  return neg ? -r : r;
}

// ---- Roots ----

/// |x| = m * 2^(3q + rem) with m in [1, 2) and rem in {0, 1, 2}.
struct f64m_cbrt_split { f64 m; int q; int rem; };
/// Splits |x| (finite, nonzero) for a cube root: see f64m_cbrt_split.
inline f64m_cbrt_split f64m_split3(f64 x) {
  ulong b = f64_to_bits(x) & F64M_ABS_MASK;
  int e = 0;
  if (b < 0x0010000000000000ul) { b = f64_to_bits(fabs(x) * f64m_pow2(54)); e = -54; }
  e += int(b >> 52) - 1023;
  int q = (e + 3000) / 3 - 1000;  // floor(e / 3)
  f64m_cbrt_split s = {f64_from_bits((b & F64M_MANT_MASK) | F64M_ONE_BITS), q, e - 3 * q};
  return s;
}
/// 2^(rem/3), or 2^(-rem/3) when recip, for rem in {0, 1, 2}.
inline f64 f64m_cbrt2(int rem, bool recip) {
  if (rem == 0) return f64(1);
  if (rem == 1) return f64m_k(recip ? F64M_RCBRT2_1 : F64M_CBRT2_1);
  return f64m_k(recip ? F64M_RCBRT2_2 : F64M_CBRT2_2);
}

/// Cube root.
inline f64 cbrt(f64 x) {
  if (!isfinite(x) || x == f64(0)) return x;
  f64m_cbrt_split s = f64m_split3(x);
  f64 a = s.m * f64m_pow2(s.rem);  // cbrt(|x|) = cbrt(a) 2^q
  f64 y = f64m_poly(F64M_P_CBRTP, F64M_N_CBRTP, s.m) * f64m_cbrt2(s.rem, false);  // ~2^-16
  y = y - (y * y * y - a) / (f64(3) * y * y);                                   // ~2^-32
  // Last Newton step with the residual a - y^3 computed exactly.
  f64m_dd y2 = f64m_two_prod(y, y);
  f64m_dd y3 = f64m_two_prod(y2.hi, y);
  f64 res = (a - y3.hi) - f64_fma(y2.lo, y, y3.lo);  // a - y3.hi is exact (Sterbenz)
  y = y + res / (f64(3) * y2.hi);
  y = ldexp(y, s.q);
  return signbit(x) ? -y : y;
}

/// 1 / cbrt(x).
inline f64 rcbrt(f64 x) {
  if (isnan(x)) return x;
  if (x == f64(0)) return f64m_inf(signbit(x));
  if (isinf(x)) return f64m_zero(signbit(x));
  f64m_cbrt_split s = f64m_split3(x);
  f64 a = s.m * f64m_pow2(s.rem);
  f64 y = f64m_poly(F64M_P_RCBRTP, F64M_N_RCBRTP, s.m) * f64m_cbrt2(s.rem, true);  // ~2^-17
  f64 third = f64m_k(0x3FD5555555555555ul);
  y = f64_fma(y * third, f64(1) - a * (y * y * y), y);  // ~2^-33
  // Last step with eps = 1 - a y^3 computed from exact products.
  f64m_dd y2 = f64m_two_prod(y, y);
  f64m_dd y3 = f64m_two_prod(y2.hi, y);
  y3.lo = f64_fma(y2.lo, y, y3.lo);
  f64m_dd p = f64m_two_prod(a, y3.hi);
  f64 eps = (f64(1) - p.hi) - f64_fma(a, y3.lo, p.lo);  // 1 - p.hi is exact
  y = f64_fma(y * third, eps, y);
  y = ldexp(y, -s.q);
  return signbit(x) ? -y : y;
}

/// 1 / sqrt(x).
inline f64 rsqrt(f64 x) {
  if (isnan(x)) return x;
  if (x == f64(0)) return f64m_inf(signbit(x));
  if (x < f64(0)) return f64m_nan();
  if (isinf(x)) return f64(0);
  ulong b = f64_to_bits(x);
  int e = 0;
  if (b < 0x0010000000000000ul) { b = f64_to_bits(x * f64m_pow2(54)); e = -54; }
  e += int(b >> 52) - 1023;
  f64 m = f64_from_bits((b & F64M_MANT_MASK) | F64M_ONE_BITS);
  if ((e & 1) != 0) { m = m * f64(2); e -= 1; }  // m in [1, 4), e even
  f64 y = f64(1) / f64_sqrt(m);
  // One correction with eps = 1 - m y^2 from exact products.
  f64m_dd y2 = f64m_two_prod(y, y);
  f64m_dd p = f64m_two_prod(m, y2.hi);
  f64 eps = (f64(1) - p.hi) - f64_fma(m, y2.lo, p.lo);
  y = f64_fma(y * f64(0.5f), eps, y);
  return ldexp(y, -(e / 2));
}

/// sqrt(x^2 + y^2) without undue overflow or underflow.
inline f64 hypot(f64 x, f64 y) {
  if (isinf(x) || isinf(y)) return f64m_inf(false);
  if (isnan(x) || isnan(y)) return x + y;
  f64 a = fabs(x), b = fabs(y);
  if (a < b) { f64 t = a; a = b; b = t; }
  if (b == f64(0)) return a;
  int ea = ilogb(a);
  if (ea - ilogb(b) > 54) return a + b;  // b^2 is far below half an ulp of a^2
  a = ldexp(a, -ea);  // a in [1, 2)
  b = ldexp(b, -ea);
  f64m_dd a2 = f64m_two_prod(a, a);
  f64m_dd b2 = f64m_two_prod(b, b);
  f64m_dd s = f64m_two_sum(a2.hi, b2.hi);
  f64 sl = s.lo + (a2.lo + b2.lo);
  f64 r = f64_sqrt(s.hi);
  r = r + (f64_fma(-r, r, s.hi) + sl) / (r * f64(2));
  return ldexp(r, ea);
}

// ---- Hyperbolic functions ----

/// e^|x| for |x| <= 22 as an unscaled double-double.
inline f64m_dd f64m_exp_small_dd(f64 ax) {
  f64m_dde e = f64m_exp_dd(ax, f64(0));
  f64 sc = f64m_pow2(e.k);
  f64m_dd r = {e.hi * sc, e.lo * sc};
  return r;
}
/// 1 / (h + l) as a double-double.
inline f64m_dd f64m_recip_dd(f64 h, f64 l) {
  f64 q = f64(1) / h;
  f64m_dd r = {q, q * (f64_fma(-h, q, f64(1)) - l * q)};
  return r;
}

/// Hyperbolic sine.
inline f64 sinh(f64 x) {
  if (!isfinite(x)) return x;
  f64 ax = fabs(x);
  f64 r;
  if (ax < f64m_pow2(-28)) return x;  // x^3/6 is below half an ulp; keeps -0
  if (ax < f64(0.5f)) {
    f64 u = x * x;
    return f64_fma(x, u * f64m_poly(F64M_P_SINHP, F64M_N_SINHP, u), x);
  } else if (ax > f64(711)) {
    r = f64m_inf(false);
  } else if (ax > f64(22)) {  // e^-|x| is below 2^-63 of e^|x|
    f64m_dde e = f64m_exp_dd(ax, f64(0));
    r = ldexp(e.hi + e.lo, e.k - 1);
  } else {
    f64m_dd E = f64m_exp_small_dd(ax);
    f64m_dd F = f64m_recip_dd(E.hi, E.lo);
    f64m_dd d = f64m_two_sum(E.hi, -F.hi);
    r = (d.hi + (d.lo + (E.lo - F.lo))) * f64(0.5f);
  }
  return signbit(x) ? -r : r;
}

/// Hyperbolic cosine.
inline f64 cosh(f64 x) {
  if (isnan(x)) return x;
  f64 ax = fabs(x);
  if (ax > f64(711)) return f64m_inf(false);
  if (ax < f64m_pow2(-27)) return f64(1);
  if (ax > f64(22)) {
    f64m_dde e = f64m_exp_dd(ax, f64(0));
    return ldexp(e.hi + e.lo, e.k - 1);
  }
  f64m_dd E = f64m_exp_small_dd(ax);
  f64m_dd F = f64m_recip_dd(E.hi, E.lo);
  f64m_dd s = f64m_two_sum(E.hi, F.hi);
  return (s.hi + (s.lo + (E.lo + F.lo))) * f64(0.5f);
}

/// Hyperbolic tangent.
inline f64 tanh(f64 x) {
  if (isnan(x)) return x;
  f64 ax = fabs(x);
  if (ax < f64m_pow2(-28)) return x;  // x^3/3 is below half an ulp; keeps -0
  if (ax < f64(0.25f)) {
    f64 u = x * x;
    return f64_fma(x, u * f64m_poly(F64M_P_TANHP, F64M_N_TANHP, u), x);
  }
  f64 r;
  if (ax > f64(22)) {
    r = f64(1);
  } else {
    // tanh|x| = 1 - 2 / (e^(2|x|) + 1), all in double-double.
    f64m_dd E = f64m_exp_small_dd(ax * f64(2));
    f64m_dd d = f64m_two_sum(E.hi, f64(1));
    d.lo = d.lo + E.lo;
    f64 q = f64(2) / d.hi;
    f64 ql = (f64_fma(-d.hi, q, f64(2)) - d.lo * q) / d.hi;
    f64m_dd s = f64m_two_sum(f64(1), -q);
    r = s.hi + (s.lo - ql);
  }
  return signbit(x) ? -r : r;
}

/// sqrt(h + l) as a double-double, h > 0, |l| < h.
inline f64m_dd f64m_sqrt_dd(f64 h, f64 l) {
  f64m_dd n = f64m_fast_two_sum(h, l);  // |lo| <= ulp(hi)/2 keeps the one-step correction exact enough
  f64 r = f64_sqrt(n.hi);
  f64m_dd o = {r, (f64_fma(-r, r, n.hi) + n.lo) / (r * f64(2))};
  return o;
}

/// Inverse hyperbolic sine.
inline f64 asinh(f64 x) {
  if (!isfinite(x)) return x;
  f64 ax = fabs(x);
  if (ax < f64m_pow2(-28)) return x;
  f64 r;
  if (ax > f64m_pow2(28)) {  // ln(2|x|) + O(x^-2)
    f64m_dd L = f64m_log_dd(ax);
    f64m_dd s = f64m_two_sum(L.hi, f64m_k(F64M_LN2_HI));
    r = s.hi + (s.lo + (L.lo + f64m_k(F64M_LN2_LO)));
  } else {
    // ln(|x| + sqrt(x^2 + 1)) with the argument as a double-double.
    f64m_dd p = f64m_two_prod(ax, ax);
    f64m_dd t = f64m_two_sum(p.hi, f64(1));
    f64m_dd q = f64m_sqrt_dd(t.hi, t.lo + p.lo);
    f64m_dd w = f64m_two_sum(ax, q.hi);
    f64m_dd L = f64m_log_dd2(w.hi, w.lo + q.lo);
    r = L.hi + L.lo;
  }
  return signbit(x) ? -r : r;
}

/// Inverse hyperbolic cosine (NaN below 1).
inline f64 acosh(f64 x) {
  if (isnan(x)) return x;
  if (x < f64(1)) return f64m_nan();
  if (x == f64(1)) return f64(0);
  if (isinf(x)) return x;
  if (x > f64m_pow2(28)) {
    f64m_dd L = f64m_log_dd(x);
    f64m_dd s = f64m_two_sum(L.hi, f64m_k(F64M_LN2_HI));
    return s.hi + (s.lo + (L.lo + f64m_k(F64M_LN2_LO)));
  }
  f64m_dd p = f64m_two_prod(x, x);
  f64m_dd t = f64m_two_sum(p.hi, f64(-1));
  f64m_dd q = f64m_sqrt_dd(t.hi, t.lo + p.lo);
  f64m_dd w = f64m_two_sum(x, q.hi);
  f64m_dd L = f64m_log_dd2(w.hi, w.lo + q.lo);
  return L.hi + L.lo;
}

/// Inverse hyperbolic tangent (NaN beyond +-1, +-inf at +-1).
inline f64 atanh(f64 x) {
  if (isnan(x)) return x;
  f64 ax = fabs(x);
  if (ax > f64(1)) return f64m_nan();
  if (ax == f64(1)) return f64m_inf(signbit(x));
  if (ax < f64m_pow2(-28)) return x;
  // ln((1 + |x|) / (1 - |x|)) / 2 with the quotient as a double-double.
  f64m_dd n = f64m_two_sum(f64(1), ax);
  f64m_dd d = f64m_two_sum(f64(1), -ax);
  f64 q = n.hi / d.hi;
  f64 ql = ((f64_fma(-q, d.hi, n.hi) + n.lo) - q * d.lo) / d.hi;
  f64m_dd L = f64m_log_dd2(q, ql);
  f64 r = (L.hi + L.lo) * f64(0.5f);
  return signbit(x) ? -r : r;
}

// ---- Error functions ----

/// (erf(x) - x * TWO_OVER_SQRTPI_HI) / x for |x| < 0.75.
inline f64 f64m_erf_tail(f64 x) {
  f64 u = x * x;
  return f64_fma(u, f64m_poly(F64M_P_ERFP, F64M_N_ERFP, u), f64m_k(F64M_TWO_OVER_SQRTPI_LO));
}

/// erfc(a) for 0.75 <= a <= 27.5, as (hi + lo) * 2^k: e^(-a^2) times a piecewise polynomial
/// for erfc(a) e^(a^2) (in a below 3; above 3 for a erfc(a) e^(a^2), in 1/a, which is nearly flat).
inline f64m_dde f64m_erfc_big(f64 a) {
  f64m_dd p = f64m_two_prod(a, a);
  f64m_dde e = f64m_exp_dd(-p.hi, -p.lo);
  int i = a < f64(1.25f) ? 0 : a < f64(2) ? 1 : a < f64(3) ? 2 : a < f64(4.5f) ? 3 : a < f64(7) ? 4 : 5;
  f64 c = f64m_k(kF64mErfcCenter[i]);
  f64 s = a - c;  // exact for the pieces in a
  f64 fh = e.hi, fl = e.lo;
  if (i >= 3) {
    f64 t = f64(1) / a;
    f64 tl = f64_fma(-a, t, f64(1)) * t;  // 1/a = t + tl
    f64m_dd et = f64m_two_prod(e.hi, t);
    fh = et.hi;
    fl = f64_fma(e.hi, tl, f64_fma(e.lo, t, et.lo));
    s = t - c;
  }
  f64 P = f64m_poly(kF64mErfcOff[i], kF64mErfcLen[i], s);
  f64m_dd v = f64m_two_prod(fh, P);
  f64m_dde o = {v.hi, f64_fma(fl, P, v.lo), e.k};
  return o;
}

/// Error function.
inline f64 erf(f64 x) {
  if (isnan(x)) return x;
  f64 ax = fabs(x);
  if (ax < f64(0.75f)) return f64_fma(x, f64m_k(F64M_TWO_OVER_SQRTPI_HI), x * f64m_erf_tail(x));
  f64 r = f64(1);
  if (ax < f64(6)) {  // 1 - erfc|x|; erfc(6) is below half an ulp of 1
    f64m_dde c = f64m_erfc_big(ax);
    f64 sc = f64m_pow2(c.k);  // -53 <= k <= -1: exact
    f64m_dd d = f64m_two_sum(r, -c.hi * sc);
    r = d.hi + (d.lo - c.lo * sc);
  }
  return signbit(x) ? -r : r;
}

/// Complementary error function 1 - erf(x).
inline f64 erfc(f64 x) {
  if (isnan(x)) return x;
  f64 ax = fabs(x);
  if (ax < f64(0.75f)) {
    // 1 - x (2/sqrt(pi) + x^2 P) with the leading product exact.
    f64m_dd p = f64m_two_prod(x, f64m_k(F64M_TWO_OVER_SQRTPI_HI));
    f64m_dd s = f64m_two_sum(f64(1), -p.hi);
    return s.hi + (s.lo - (p.lo + x * f64m_erf_tail(x)));
  }
  if (signbit(x) ? ax >= f64(6) : ax > f64(27.5f)) return signbit(x) ? f64(2) : f64(0);
  f64m_dde c = f64m_erfc_big(ax);
  if (signbit(x)) return f64(2) - ldexp(c.hi + c.lo, c.k);
  return ldexp(c.hi + c.lo, c.k);
}

// ---- Gamma functions ----

/// sin(pi x) for finite |x| < 2^52.
inline f64 f64m_sinpi(f64 x) {
  f64 n2 = f64_rint(x * f64(2));
  f64 r = x - n2 * f64(0.5f);  // exact, |r| <= 1/4
  int q = int(f64_to_long_rz(n2) & 3l);
  f64 u = r * r;
  f64 v = (q & 1) == 0 ? r * f64m_poly(F64M_P_SINPI, F64M_N_SINPI, u)
                       : f64_fma(u, f64m_poly(F64M_P_COSPI, F64M_N_COSPI, u), f64(1));
  return (q & 2) != 0 ? -v : v;
}

/// lgamma(z) for 10 <= z < 2^57 as a double-double, given L = ln z (Stirling's series with
/// a fitted remainder).
inline f64m_dd f64m_lgamma_stirling(f64 z, f64m_dd L) {
  f64 ph = z * L.hi;
  f64 pl = f64_fma(z, L.hi, -ph) + z * L.lo;
  f64m_dd a = f64m_two_sum(ph, -z);
  f64m_dd b = f64m_two_sum(a.hi, L.hi * f64(-0.5f));
  f64m_dd c = f64m_two_sum(b.hi, f64m_k(F64M_HALF_LOG_2PI_HI));
  f64 t = f64(1) / z;
  f64 s = t * f64m_poly(F64M_P_STIRF, F64M_N_STIRF, t * t);
  f64 lo = pl + (a.lo + b.lo + c.lo) + (f64m_k(F64M_HALF_LOG_2PI_LO) - L.lo * f64(0.5f)) + s;
  return f64m_fast_two_sum(c.hi, lo);
}

/// lgamma(zh + zl) for 10 <= zh < 2^57, |zl| <= ulp(zh), as a double-double.
inline f64m_dd f64m_lgamma_big(f64 zh, f64 zl) {
  f64m_dd L = f64m_log_dd(zh);
  f64m_dd g = f64m_lgamma_stirling(zh, L);
  g.lo = g.lo + zl * (L.hi - f64(0.5f) / zh);  // first-order term: digamma(z) ~ ln z - 1/(2z)
  return g;
}

/// lgamma(x + n) (g) and x (x+1) ... (x+n-1) (p), both double-double.
struct f64m_gshift { f64m_dd g; f64m_dd p; };
/// Gamma(x) = Gamma(x + n) / (x (x+1) ... (x+n-1)) with n chosen so that x + n is in [10, 11);
/// x > -24, not a pole.
inline f64m_gshift f64m_gamma_shift(f64 x) {
  int n = 10 - f64_to_int_rz(f64_floor(x));
  f64 ph = f64(1), pl = f64(0);
  for (int i = 0; i < n; ++i) {
    f64m_dd f = f64m_two_sum(x, f64(i));  // x + i exactly
    f64 h = ph * f.hi;
    f64 l = f64_fma(ph, f.hi, -h) + f64_fma(ph, f.lo, pl * f.hi);
    ph = h + l;
    pl = (h - ph) + l;
  }
  f64m_dd z = f64m_two_sum(x, f64(n));
  f64m_gshift o = {f64m_lgamma_big(z.hi, z.lo), {ph, pl}};
  return o;
}

/// ln|Gamma(x)|.
inline f64 lgamma(f64 x) {
  if (isnan(x)) return x;
  if (isinf(x)) return f64m_inf(false);
  f64 ax = fabs(x);
  if (ax < f64m_pow2(-54)) return ax == f64(0) ? f64m_inf(false) : -log(ax);  // -ln|x| - gamma x
  if (x >= f64m_pow2(57)) {  // x (ln x - 1), the rest is below an ulp
    f64m_dd L = f64m_log_dd(x);
    f64m_dd d = f64m_two_sum(L.hi, f64(-1));
    return f64_fma(x, d.hi, x * (d.lo + L.lo));
  }
  if (x >= f64(10)) {
    f64m_dd g = f64m_lgamma_stirling(x, f64m_log_dd(x));
    return g.hi + g.lo;
  }
  // Near the zeros at 1 and 2: lgamma(c + t) = t (lgamma'(c) + t P(t)).
  f64 t1 = x - f64(1), t2 = x - f64(2);
  f64 w = f64(0.125f);
  if (fabs(t1) <= w)
    return f64_fma(t1, f64m_k(F64M_LG1_C1_HI),
                   t1 * f64_fma(t1, f64m_poly(F64M_P_LG1P, F64M_N_LG1P, t1), f64m_k(F64M_LG1_C1_LO)));
  if (fabs(t2) <= w)
    return f64_fma(t2, f64m_k(F64M_LG2_C1_HI),
                   t2 * f64_fma(t2, f64m_poly(F64M_P_LG2P, F64M_N_LG2P, t2), f64m_k(F64M_LG2_C1_LO)));
  if (x < f64(0) && x == f64_floor(x)) return f64m_inf(false);  // poles at -1, -2, ...
  if (x > f64(-24)) {
    f64m_gshift s = f64m_gamma_shift(x);
    bool pneg = signbit(s.p.hi);  // ln|p| = ln|p.hi| + p.lo / p.hi
    f64m_dd lp = f64m_log_dd2(fabs(s.p.hi), pneg ? -s.p.lo : s.p.lo);
    f64m_dd d = f64m_two_sum(s.g.hi, -lp.hi);
    return d.hi + (d.lo + (s.g.lo - lp.lo));
  }
  // Reflection: lgamma(x) = ln pi - ln|sin(pi x)| - lgamma(1 - x).
  f64m_dd z = f64m_two_sum(f64(1), -x);
  f64m_dd g = f64m_lgamma_big(z.hi, z.lo);
  f64m_dd ls = f64m_log_dd(fabs(f64m_sinpi(x)));
  f64m_dd a = f64m_two_sum(f64m_k(F64M_LOG_PI_HI), -ls.hi);
  f64m_dd b = f64m_two_sum(a.hi, -g.hi);
  return b.hi + ((a.lo + b.lo) + (f64m_k(F64M_LOG_PI_LO) - ls.lo - g.lo));
}

/// Gamma function.
inline f64 tgamma(f64 x) {
  if (isnan(x)) return x;
  if (isinf(x)) return signbit(x) ? f64m_nan() : x;
  f64 ax = fabs(x);
  if (ax < f64m_pow2(-54)) return f64(1) / x;  // 1/x - gamma; includes +-0 -> +-inf
  if (x > f64(172)) return f64m_inf(false);
  if (x >= f64(10)) {
    f64m_dd g = f64m_lgamma_stirling(x, f64m_log_dd(x));
    f64m_dde e = f64m_exp_dd(g.hi, g.lo);
    return ldexp(e.hi + e.lo, e.k);
  }
  if (x < f64(0) && x == f64_floor(x)) return f64m_nan();  // negative integers
  if (x > f64(-10)) {
    f64m_gshift s = f64m_gamma_shift(x);
    f64m_dde e = f64m_exp_dd(s.g.hi, s.g.lo);
    f64 q = e.hi / s.p.hi;
    f64 ql = ((f64_fma(-q, s.p.hi, e.hi) + e.lo) - q * s.p.lo) / s.p.hi;
    return ldexp(q + ql, e.k);
  }
  // Reflection: Gamma(x) = pi / (sin(pi x) Gamma(1 - x)), Gamma(1 - x) kept scaled by 2^-k.
  f64 sp = f64m_sinpi(x);
  if (x < f64(-190)) return f64m_zero(signbit(sp));
  f64m_dd z = f64m_two_sum(f64(1), -x);
  f64m_dd g = f64m_lgamma_big(z.hi, z.lo);
  f64m_dde e = f64m_exp_dd(g.hi, g.lo);
  f64 dh = sp * e.hi;
  f64 dl = f64_fma(sp, e.hi, -dh) + sp * e.lo;
  f64 q = f64m_k(F64M_PI_HI) / dh;
  f64 ql = ((f64_fma(-q, dh, f64m_k(F64M_PI_HI)) + f64m_k(F64M_PI_LO)) - q * dl) / dh;
  return ldexp(q + ql, -e.k);
}

}  // namespace metalify
