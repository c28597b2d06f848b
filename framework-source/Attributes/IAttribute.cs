using DiceRolling.Id;

namespace DiceRolling.Attributes;

/// <summary>
/// Contrato agregado de um atributo completo: identidade, informações, recursos visuais e limites numéricos.
/// </summary>
/// <remarks>
/// Reúne <see cref="IIdentifiable"/>, <see cref="IAttributeInformation"/>, <see cref="IAttributeAssets"/> e
/// <see cref="IAttributeValues"/>. A implementação do framework é <see cref="AttributeType"/>.
/// </remarks>
public interface IAttribute : IIdentifiable, IAttributeInformation, IAttributeAssets, IAttributeValues
{
    /// <summary>Confere os valores recebidos na construção do atributo.</summary>
    void ValidateConstructor();
}
