// CPython's own gamma and lgamma (Modules/mathmodule.c: a Lanczos
// approximation), so math.gamma/math.lgamma agree with CPython to the last
// bit rather than with the platform libm.
#pragma once

#include <cmath>

namespace minitf {
namespace pymath {

constexpr int kLanczosN = 13;
constexpr double kLanczosG = 6.024680040776729583740234375;
constexpr double kLanczosGMinusHalf = 5.524680040776729583740234375;
constexpr double kLanczosNum[kLanczosN] = {23531376880.410759688572007674451636754734846804940,
                                           42919803642.649098768957899047001988850926355848959,
                                           35711959237.355668049440185451547166705960488635843,
                                           17921034426.037209699919755754458931112671403265390,
                                           6039542586.3520280050642916443072979210699388420708,
                                           1439720407.3117216736632230727949123939715485786772,
                                           248874557.86205415651146038641322942321632125127801,
                                           31426415.585400194380614231628318205362874684987640,
                                           2876370.6289353724412254090516208496135991145378768,
                                           186056.26539522349504029498971604569928220784236328,
                                           8071.6720023658162106380029022722506138218516325024,
                                           210.82427775157934587250973392071336271166969580291,
                                           2.5066282746310002701649081771338373386264310793408};
constexpr double kLanczosDen[kLanczosN] = {
    0.0,       39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
    2637558.0, 357423.0,   32670.0,     1925.0,      66.0,        1.0};
// (x-1)! for x = 1..23: exact as doubles, returned directly.
constexpr int kGammaIntegral = 23;
constexpr double kGammaTable[kGammaIntegral] = {1.0,
                                                1.0,
                                                2.0,
                                                6.0,
                                                24.0,
                                                120.0,
                                                720.0,
                                                5040.0,
                                                40320.0,
                                                362880.0,
                                                3628800.0,
                                                39916800.0,
                                                479001600.0,
                                                6227020800.0,
                                                87178291200.0,
                                                1307674368000.0,
                                                20922789888000.0,
                                                355687428096000.0,
                                                6402373705728000.0,
                                                121645100408832000.0,
                                                2432902008176640000.0,
                                                51090942171709440000.0,
                                                1124000727777607680000.0};

inline double lanczos_sum(double x) {
  double num = 0.0, den = 0.0;
  if (x < 5.0) {
    for (int i = kLanczosN; --i >= 0;) {
      num = num * x + kLanczosNum[i];
      den = den * x + kLanczosDen[i];
    }
  } else {
    for (int i = 0; i < kLanczosN; i++) {
      num = num / x + kLanczosNum[i];
      den = den / x + kLanczosDen[i];
    }
  }
  return num / den;
}

inline double sinpi(double x) {
  double y = std::fmod(std::fabs(x), 2.0);
  int n = int(std::round(2.0 * y));
  double r;
  switch (n) {
    case 0:
      r = std::sin(M_PI * y);
      break;
    case 1:
      r = std::cos(M_PI * (y - 0.5));
      break;
    case 2:
      r = std::sin(M_PI * (1.0 - y));
      break;
    case 3:
      r = -std::cos(M_PI * (y - 1.5));
      break;
    default:
      r = std::sin(M_PI * (y - 2.0));
      break;
  }
  return std::copysign(1.0, x) * r;
}

// Sets domain/range like errno EDOM/ERANGE in CPython.
inline double tgamma(double x, bool& domain, bool& range) {
  domain = range = false;
  if (!std::isfinite(x)) {
    if (std::isnan(x) || x > 0.0) return x;
    domain = true;
    return NAN;
  }
  if (x == 0.0) {
    domain = true;
    return 1.0 / x;
  }
  if (x == std::floor(x)) {
    if (x < 0.0) {
      domain = true;
      return NAN;
    }
    if (x <= kGammaIntegral) return kGammaTable[int(x) - 1];
  }
  double absx = std::fabs(x);
  if (absx < 1e-20) {
    double r = 1.0 / x;
    if (std::isinf(r)) range = true;
    return r;
  }
  if (absx > 200.0) {
    if (x < 0.0) return 0.0 / sinpi(x);
    range = true;
    return HUGE_VAL;
  }
  double y = absx + kLanczosGMinusHalf, z;
  if (absx > kLanczosGMinusHalf) {
    double q = y - absx;
    z = q - kLanczosGMinusHalf;
  } else {
    double q = y - kLanczosGMinusHalf;
    z = q - absx;
  }
  z = z * kLanczosG / y;
  double r;
  if (x < 0.0) {
    r = -M_PI / sinpi(absx) / absx * std::exp(y) / lanczos_sum(absx);
    r -= z * r;
    if (absx < 140.0) {
      r /= std::pow(y, absx - 0.5);
    } else {
      double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
      r /= sqrtpow;
      r /= sqrtpow;
    }
  } else {
    r = lanczos_sum(absx) / std::exp(y);
    r += z * r;
    if (absx < 140.0) {
      r *= std::pow(y, absx - 0.5);
    } else {
      double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
      r *= sqrtpow;
      r *= sqrtpow;
    }
  }
  if (std::isinf(r)) range = true;
  return r;
}

inline double lgamma(double x, bool& domain, bool& range) {
  domain = range = false;
  if (!std::isfinite(x)) return std::isnan(x) ? x : HUGE_VAL;
  if (x == std::floor(x) && x <= 2.0) {
    if (x <= 0.0) {
      domain = true;
      return HUGE_VAL;
    }
    return 0.0;
  }
  double absx = std::fabs(x);
  if (absx < 1e-20) return -std::log(absx);
  double r = std::log(lanczos_sum(absx)) - kLanczosG;
  r += (absx - 0.5) * (std::log(absx + kLanczosG - 0.5) - 1);
  if (x < 0.0) r = std::log(M_PI) - std::log(std::fabs(sinpi(absx))) - std::log(absx) - r;
  if (std::isinf(r)) range = true;
  return r;
}

}  // namespace pymath
}  // namespace minitf
