/**
 * Consumer law at the point of sale: the New Zealand Consumer Information
 * Notice, the US FTC Buyers Guide and the Australian deposit and cooling-off terms. The rules
 * that choose these texts, with the source of each, are in stock/rules/consumer-law. Each
 * market's texts are shown only on that market's sites, so each is written in its own spelling
 * here (the Buyers Guide's "labor" is American); they join the same catalogue as every other file.
 *
 * None of these texts claims to be the wording of a statute or a prescribed form: they are plain
 * statements of what the law requires or gives, written for a shopper. Where the rules below say
 * "plain wording", the team should check the text against the source before relying on it.
 */
export const consumerLawMessagesEnAU = {
  // Shared by the notices.
  'consumerLaw.askDealer': 'Ask the dealer',
  'consumerLaw.expired': 'Expired {date}',

  // New Zealand: Consumer Information Notice (Consumer Information Standards (Used Motor Vehicles)
  // Regulations 2008, under the Fair Trading Act 1986).
  'cin.title': 'Consumer Information Notice',
  'cin.intro': 'New Zealand law requires motor vehicle traders to display this notice on every used vehicle they offer for sale.',
  'cin.group.trader': 'Motor vehicle trader',
  'cin.group.sale': 'Sale information',
  'cin.group.vehicle': 'Vehicle information',
  'cin.traderName': 'Trader name',
  'cin.traderAddress': 'Address',
  'cin.traderPhone': 'Phone',
  'cin.traderNumber': 'Motor vehicle trader registration number',
  'cin.cashPrice': 'Total cash price (including GST and on-road costs)',
  'cin.securityInterest': 'Security interest recorded on the PPSR',
  'cin.make': 'Make',
  'cin.model': 'Model',
  'cin.year': 'Year',
  'cin.registrationPlate': 'Registration plate',
  'cin.vin': 'VIN or chassis number',
  'cin.odometer': 'Odometer reading',
  'cin.firstRegisteredInNz': 'Year first registered in New Zealand',
  'cin.registeredOverseas': 'Registered overseas before New Zealand (imported)',
  'cin.licenceExpiry': 'Vehicle licence (rego) expiry',
  'cin.wofExpiry': 'Warrant of fitness (WoF) expiry',
  'cin.statement.askDealer': '“Ask the dealer” marks information this online notice does not have yet. The dealer will give it to you before you buy.',
  'cin.statement.securityInterest': 'A security interest means money may still be owed on the vehicle. You can search for one on the Personal Property Securities Register (ppsr.govt.nz).',
  'cin.statement.freeOfSecurity': 'When you buy from a registered motor vehicle trader, you get the vehicle free of any security interest, unless one is disclosed on this notice and you go ahead with the purchase.',
  'cin.statement.consumerGuarantees': 'The Consumer Guarantees Act 1993 applies when you buy this vehicle for personal, domestic or household use: among other guarantees, it must be of acceptable quality, fit for its purpose and match its description.',
  'cin.statement.disputes': 'If you have a dispute with a motor vehicle trader about a vehicle, you can apply to the Motor Vehicle Disputes Tribunal.',
  'cin.statement.register': 'You can check the trader’s registration on the Motor Vehicle Traders Register.',
  'cin.statement.acknowledge': 'Before the sale, the trader will ask you to sign that you have received a copy of this notice.',
  'cin.checkoutLink': 'Read the notice on the car’s page',

  // United States: the FTC Used Car Buyers Guide (16 CFR Part 455).
  'buyersGuide.title': 'Buyers Guide',
  'buyersGuide.intro': 'The Federal Trade Commission’s Used Car Rule requires dealers to display a Buyers Guide on every used vehicle they offer for sale.',
  'buyersGuide.important': 'Spoken promises are difficult to enforce. Ask the dealer to put all promises in writing. Keep this form.',
  'buyersGuide.vehicleHeading': 'Vehicle',
  'buyersGuide.make': 'Vehicle make',
  'buyersGuide.model': 'Model',
  'buyersGuide.year': 'Year',
  'buyersGuide.vin': 'Vehicle identification number (VIN)',
  'buyersGuide.stockNumber': 'Dealer stock number',
  'buyersGuide.warrantyHeading': 'Warranties for this vehicle',
  'buyersGuide.asIs': 'AS IS – NO DEALER WARRANTY',
  'buyersGuide.asIsBody': 'The dealer does not provide a warranty for any repairs after sale.',
  'buyersGuide.impliedOnly': 'IMPLIED WARRANTIES ONLY',
  'buyersGuide.impliedOnlyBody': 'The dealer does not promise to fix things that need repair when you buy the vehicle or afterward, but implied warranties under your state’s laws may give you some rights to have the dealer take care of serious problems that were not apparent when you bought it.',
  'buyersGuide.dealerWarranty': 'DEALER WARRANTY',
  'buyersGuide.fullWarranty': 'Full warranty',
  'buyersGuide.limitedWarranty': 'Limited warranty',
  'buyersGuide.dealerShare': 'The dealer will pay {parts}% of the parts and {labor}% of the labor for covered systems that fail during the warranty period.',
  'buyersGuide.systems': 'Systems covered',
  'buyersGuide.duration': 'Duration',
  'buyersGuide.dealerWarrantyBody': 'Ask the dealer for a copy of the warranty and for any documents that explain its coverage, exclusions and the dealer’s repair obligations. Implied warranties under your state’s laws may give you even more rights.',
  'buyersGuide.inspection': 'Ask the dealer if your mechanic can inspect the vehicle on or off the lot.',
  'buyersGuide.history': 'Get a vehicle history report and check for open safety recalls: ftc.gov/usedcars explains how to get a report, and safercar.gov lists recalls. You will need the VIN above.',
  'buyersGuide.defects': 'The back of the Buyers Guide on the vehicle lists major defects that may occur in used vehicles. Ask the dealer to show it to you.',
  'buyersGuide.contract': 'The information on the Buyers Guide is part of your contract to buy this vehicle and overrides any contrary provisions in the contract of sale.',
  'buyersGuide.spanish': 'Si el concesionario gestiona la venta en español, pídale una copia de la Guía del Comprador en español.',
  'buyersGuide.dealerHeading': 'Dealer',
  'buyersGuide.dealerName': 'Dealer name',
  'buyersGuide.dealerAddress': 'Address',
  'buyersGuide.dealerPhone': 'Telephone',
  'buyersGuide.pdf': 'Download the Buyers Guide (PDF)',
  'buyersGuide.read': 'Read the Buyers Guide',
  'buyersGuide.checkout': 'Read the Buyers Guide for this vehicle before you reserve: it says whether the dealer gives a warranty.',

  // Australia: the §9 deposit and the cooling-off rights of the dealer's state.
  'auTerms.heading': 'Cooling-off rights in {state}',
  'auTerms.notContract': 'Reserving is not a contract to buy the car, and your deposit is refunded in full if you do not go ahead. Cooling-off rights apply to the contract of sale you later sign with the dealer.',
  'auTerms.period': 'Under the {act}, you have a cooling-off period of {days} after you sign the contract of sale.',
  'auTerms.periodWithDealerFinance': 'Under the {act}, when the dealer arranges or provides your finance, you have a cooling-off period of {days} after you sign the contract of sale. A purchase without finance from or through the dealer has no cooling-off period.',
  'auTerms.none': 'Under the {act}, there is no cooling-off period when you buy a new vehicle from a dealer.',
  'auTerms.oneBusinessDay': '1 business day',
  'auTerms.businessDays': '{count} business days',
  'auTerms.clearBusinessDays': '{count} clear business days',
  'auTerms.cancel': 'To cancel, give the dealer written notice before the period ends. The dealer may keep a cancellation amount the Act allows: ask the dealer how much.',
  'auTerms.waivable': 'You can give up (waive) the cooling-off period in writing.',
  'auTerms.endsOnDelivery': 'Taking delivery of the car during the period ends your right to cool off.',
  'auTerms.endsOnSignedDelivery': 'The period ends if, when you take delivery, you sign the dealer’s form acknowledging that the right no longer applies.',
  'auTerms.askDealer': 'Ask the dealer about cooling-off rights in your state.',
  'auState.ACT': 'the Australian Capital Territory',
  'auState.NSW': 'New South Wales',
  'auState.NT': 'the Northern Territory',
  'auState.QLD': 'Queensland',
  'auState.SA': 'South Australia',
  'auState.TAS': 'Tasmania',
  'auState.VIC': 'Victoria',
  'auState.WA': 'Western Australia',
  'auState.unknown': 'your state',
} as const;
