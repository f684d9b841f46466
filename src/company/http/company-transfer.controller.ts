import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { AcceptCompanyTransferCommand } from '../commands/accept-company-transfer.js';
import { CancelCompanyTransferCommand } from '../commands/cancel-company-transfer.js';
import { OfferCompanyTransferCommand } from '../commands/offer-company-transfer.js';
import { CompanyIdDto } from './company.dto.js';
import { TransferCompanyDto, TransferTokenDto } from './company-transfer.dto.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { CompanyIdResponse } from './company.responses.js';

/** Transfer of a company to another registered user (spec 001 §6, owner only). */
@ApiTags('company')
@ApiSecurity('userToken')
@Authenticated()
@Controller('company')
export class CompanyTransferController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transferCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Offer the company to a registered user (owner only), confirmed by confirm_code (sendActionCode with action transfer); they get an e-mail with a link valid 7 days, and the company shows in the owner's Transferred tab until they accept. 403 COMPANY_FORBIDDEN (not the owner), 404 USER_NOT_FOUND, 400 TRANSFER_SELF, 409 TRANSFER_PENDING, 400 CODE_INVALID / CODE_EXPIRED, 429 CODE_ATTEMPTS_EXCEEDED.",
  })
  @ApiOkResponse({ type: OkResponse })
  async transfer(@Body() body: TransferCompanyDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new OfferCompanyTransferCommand(user.userId, body.company_id, body.email, body.option, body.confirm_code));
  }

  @Post('cancelCompanyTransfer')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Withdraw the pending transfer (owner only); its link stops working. 403 COMPANY_FORBIDDEN, 404 TRANSFER_NOT_FOUND.',
  })
  @ApiOkResponse({ type: OkResponse })
  async cancel(@Body() body: CompanyIdDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new CancelCompanyTransferCommand(user.userId, body.company_id));
  }

  @Post('acceptCompanyTransfer')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The signed-in recipient accepts with the link's token and becomes the owner: company_id. 404 TRANSFER_INVALID (unknown, expired, used or cancelled), 403 TRANSFER_FOREIGN (signed in as someone else).",
  })
  @ApiOkResponse({ type: CompanyIdResponse })
  async accept(@Body() body: TransferTokenDto, @CurrentUser() user: AuthUser): Promise<Payload<CompanyIdResponse>> {
    const { companyId } = await this.commands.execute(new AcceptCompanyTransferCommand(user.userId, body.token));
    return { company_id: companyId };
  }
}
