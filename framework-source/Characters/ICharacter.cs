using DiceRolling.Id;

namespace DiceRolling.Characters;

/// <summary>
/// Contrato agregado de um personagem completo, composto pelas "fichas" de informação, visual, ações, atributos e
/// posicionamento.
/// </summary>
/// <remarks>
/// Cada ficha é uma interface pequena (<see cref="ICharacterInformationSheet"/>, <see cref="ICharacterAssetSheet"/>,
/// <see cref="ICharacterActionSheet"/>, <see cref="ICharacterAttributeSheet"/>, <see cref="ICharacterPlacementSheet"/>),
/// para que sistemas dependam só do que usam. A implementação do framework é <see cref="CharacterType"/>.
/// </remarks>
public interface ICharacter : IIdentifiable, ICharacterInformationSheet, ICharacterAssetSheet, ICharacterActionSheet, ICharacterAttributeSheet, ICharacterPlacementSheet
{
    /// <summary>Confere os valores recebidos na construção do personagem.</summary>
    void ValidateConstructor();
}
