/** The login error codes of spec section 8 and their Turkish texts (client and edge). */
import { ROUTES } from '../constants/routes';

/** Login error codes (section 8). 300/302 take the customer-service phone of the site variant. */
export const LOGIN_CODES = {
  ok: 0,
  unexpected: 100,
  wrongCredentials: 102,
  temporarilyUnavailable: 104,
  callCustomerService: 300,
  citizenInactive: 301,
  callCustomerServiceAlt: 302,
  citizenNotFound: 303,
  tooManyAttempts: 401,
  emailLoginUnsupported: 502,
  assetsFrozen: 503,
} as const;

/** The ResetLink of a wrong-password login answer: the forgot-password page. */
export const PASSWORD_RESET_PATH = ROUTES.forgotPassword;

export const loginMessage = (code: number, customerServicePhone: string, serverMessage?: string): string => {
  switch (code) {
    case LOGIN_CODES.unexpected:
      return 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';
    case LOGIN_CODES.wrongCredentials:
      return 'Üyelik bilgileriniz veya şifreniz hatalı. Şifrenizi unuttuysanız şifre sıfırlama bağlantısını kullanabilirsiniz.';
    case LOGIN_CODES.temporarilyUnavailable:
      return 'Giriş işlemi geçici olarak yapılamıyor. Lütfen daha sonra tekrar deneyiniz.';
    case LOGIN_CODES.callCustomerService:
    case LOGIN_CODES.callCustomerServiceAlt:
      return `Giriş yapamıyorsunuz. Lütfen Müşteri Hizmetleri'ni (${customerServicePhone}) arayınız.`;
    case LOGIN_CODES.citizenInactive:
      return 'T.C. Kimlik Numaranız kimlik doğrulama servisine göre aktif değildir.';
    case LOGIN_CODES.citizenNotFound:
      return 'T.C. Kimlik Numaranız bulunamadı, hesabınız pasif durumdadır.';
    case LOGIN_CODES.tooManyAttempts:
      return 'Çok sayıda hatalı giriş denemesi yaptınız. Lütfen bir süre sonra tekrar deneyiniz.';
    case LOGIN_CODES.emailLoginUnsupported:
      return 'E-posta adresi ile giriş artık desteklenmemektedir. Lütfen Üye No, T.C. Kimlik No veya Kullanıcı Adı ile giriş yapınız.';
    case LOGIN_CODES.assetsFrozen:
      return 'Yasal karar gereği varlıklarınız dondurulmuştur; hesabınız ve bakiyeniz bloke edilmiştir.';
    default:
      return serverMessage ?? 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';
  }
};
