import { profileSchema, type ExtInfo, type Profile, type UserInfo } from '@sixmark/shared';

export interface ProfileOverrides {
  userInfo?: Partial<UserInfo>;
  extInfo?: Partial<ExtInfo>;
  userDetail?: Partial<Profile['userDetail']>;
  unReadCount?: number;
}

/**
 * A complete `GET /api/user/info` answer for web tests. Typed by the shared schema and parsed
 * with it at run time: when the server's profile changes shape, the fixtures fail to compile
 * or to parse instead of quietly testing a profile the server no longer sends.
 */
export function makeProfile(over: ProfileOverrides = {}): Profile {
  return profileSchema.parse({
    userInfo: {
      userId: 1,
      account: 'demo01',
      type: 'NORMAL',
      isDl: false,
      avatarId: 1,
      vipLevel: 1,
      cycleBetAmount: 0,
      rebate: 0,
      enableChat: 1,
      chatLevel: 0,
      hyLevel: 0,
      fullName: '',
      email: '',
      phone: '',
      qq: '',
      weixin: '',
      birthday: '',
      chatThemeColor: '#e00221',
      intrCode: null,
      ...over.userInfo,
    } satisfies UserInfo,
    extInfo: { rechMoney: 0, money: 0, liveMoney: 0, fundPwd: false, ...over.extInfo } satisfies ExtInfo,
    userDetail: { domain: '', ...over.userDetail },
    unReadCount: over.unReadCount ?? 0,
  });
}
